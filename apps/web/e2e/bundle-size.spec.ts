import { expect, test } from '@playwright/test';
import { PROTECTED_ROUTES } from '@back-office/domain/routes';
import {
  INITIAL_JS_BUDGET_BYTES,
  defaultDistDir,
  measureSignInInitialJs,
  readManifest,
  signInInitialChunks,
} from '../scripts/initial-js-size';

test('the sign-in page loads at most 100 KB of gzipped JavaScript at first', () => {
  const report = measureSignInInitialJs();
  console.log(
    `Sign-in page initial JS: ${(report.gzipBytes / 1024).toFixed(1)} KB gzipped in ${report.files.length} files`,
  );
  expect(report.gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
});

test('every management page is its own lazily loaded chunk', () => {
  const manifest = readManifest(defaultDistDir);
  const pages = (manifest['src/app/protected-routes.tsx']?.dynamicImports ?? []).filter((key) =>
    key.endsWith('-page.tsx'),
  );
  expect(pages).toHaveLength(PROTECTED_ROUTES.length);

  const initial = new Set(signInInitialChunks(manifest));
  const files = pages.map((key) => {
    const chunk = manifest[key];
    expect(chunk?.isDynamicEntry, `${key} is loaded lazily`).toBe(true);
    expect(initial.has(chunk?.file ?? ''), `${key} is not loaded by the sign-in page`).toBe(false);
    return chunk?.file;
  });
  expect(new Set(files).size).toBe(pages.length);
});
