import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signInTo, type Harness } from '../../test/harness';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

describe('image uploads', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    token = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
  });
  afterAll(() => h?.close());

  const upload = (payload: Buffer, t = token, type = 'image/png') =>
    h.app.inject({
      method: 'POST',
      url: '/uploads/images',
      payload,
      headers: { authorization: `Bearer ${t}`, 'content-type': type },
    });

  it('stores an image and serves it back with caching headers', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(201);
    const served = await h.app.inject(res.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, whatever its declared type', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), token, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      field: 'image',
      message: 'The file must be a PNG, JPEG, WebP or GIF image',
      messageKey: 'notAnImage',
    });
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image must be 2 MB or smaller');
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image must be 2 MB or smaller');
  });

  it('refuses uploads without an ADMIN or EXECUTIVE token', async () => {
    const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    expect((await upload(PNG, cashier.token)).statusCode).toBe(403);
    expect((await upload(PNG, 'nope')).statusCode).toBe(403);
  });
});
