import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../app';
import { createHarness, type Harness } from '../test/harness';

// A built web app in miniature: a page and a script, each with the brotli copy the build writes.
const PAGE = `<!doctype html><html><body><div id="root"></div>${'<!-- page -->'.repeat(200)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};`;

describe('compressed transfer', () => {
  let h: Harness;
  const webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), PAGE);
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(PAGE));
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    h = await createHarness('pglite', { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the build-time brotli copy of an asset to a client that accepts it', async () => {
    const res = await h.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('serves the file as it is to a client that accepts no encoding', async () => {
    const res = await h.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('compresses the page of any path the single-page app owns', async () => {
    const res = await h.app.inject({
      url: '/signin',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(PAGE.length / 4);
  });

  it('gzips a large GraphQL answer and leaves a small one alone', async () => {
    const query = (q: string) =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        payload: JSON.stringify({ query: q }),
      });
    const large = await query('{ __schema { types { name description } } }');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const body = gunzipSync(large.rawPayload);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(large.rawPayload.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body.toString()).data.__schema.types.length).toBeGreaterThan(10);

    const small = await query('{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
