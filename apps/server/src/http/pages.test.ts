import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

// The built web app's two pages: the staff app (index.html) owns every path but the customer's
// wallet, which is a page of its own (wallet.html, decision record 023).
const STAFF_PAGE = '<!doctype html><html><body><div id="root"></div>staff</body></html>';
const WALLET_PAGE = '<!doctype html><html><body><div id="root"></div>wallet</body></html>';

describe('web pages', () => {
  let h: Harness;
  const webDist = mkdtempSync(join(tmpdir(), 'bo-pages-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), STAFF_PAGE);
    writeFileSync(join(webDist, 'wallet.html'), WALLET_PAGE);
    h = await createHarness('pglite', { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string) => h.app.inject({ url, headers: { accept: 'text/html' } });

  it.each(['/wallet/demo-wallet', '/wallet/abc?ref=AFF1', '/wallet/abc/'])(
    'answers the wallet address %s with the wallet page, fresh and under the same policy',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(WALLET_PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    },
  );

  it.each(['/signin', '/', '/wallet', '/wallet/a/b', '/customers'])(
    'answers %s with the staff app',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(STAFF_PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    },
  );

  it('answers a request for data at a wallet address with 404', async () => {
    const res = await h.app.inject({ url: '/wallet/demo-wallet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found' });
  });
});
