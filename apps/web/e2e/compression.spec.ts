import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface WireAnswer {
  encoding: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

// Node's http client hands over the bytes as they came on the wire, undecoded.
function fetchRaw(url: string, acceptEncoding: string | null, accept = '*/*'): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

test("the sign-in page's scripts and styles travel brotli-compressed", async ({ page }) => {
  const assets = new Set<string>();
  page.on('response', (response) => {
    if (/\.(?:js|css)$/.test(new URL(response.url()).pathname)) assets.add(response.url());
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(assets.size).toBeGreaterThan(1);

  let wireBytes = 0;
  let plainBytes = 0;
  for (const url of assets) {
    const compressed = await fetchRaw(url, 'br');
    const plain = await fetchRaw(url, null);
    expect(compressed.encoding, url).toBe('br');
    expect(compressed.vary, url).toMatch(/accept-encoding/i);
    expect(plain.encoding, url).toBeUndefined();
    expect(brotliDecompressSync(compressed.body).equals(plain.body), url).toBe(true);
    wireBytes += compressed.body.length;
    plainBytes += plain.body.length;
  }
  console.log(
    `Sign-in page: ${assets.size} scripts and styles, ${(wireBytes / 1024).toFixed(1)} KB on the wire with brotli, ${(plainBytes / 1024).toFixed(1)} KB without`,
  );
  expect(wireBytes).toBeLessThan(plainBytes / 3);

  const html = await fetchRaw(new URL('/signin', page.url()).href, 'br', 'text/html');
  expect(html.encoding).toBe('br');
  expect(brotliDecompressSync(html.body).toString()).toContain('<div id="root">');
});
