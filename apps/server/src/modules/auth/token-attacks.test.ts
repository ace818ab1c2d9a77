import { randomBytes } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signInTo, type Harness } from '../../test/harness';

// Tokens are checked before any statement runs, so one database kind proves them.
const SECRET = randomBytes(48).toString('base64url');
const TEAM = `{ team { list { totalCount } } }`;
const SCAN = `mutation ($couponId: ID!, $token: String!, $userId: ID!) {
  coupon { scanQrCode(couponId: $couponId, token: $token, userId: $userId) { success messageCode } } }`;
const COUPON = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signature,
  };
};

describe('token attacks', () => {
  let h: Harness;
  let exec: Awaited<ReturnType<typeof signInTo>>;
  let cashier: Awaited<ReturnType<typeof signInTo>>;
  const sign = (payload: Record<string, unknown>, key: string | Buffer = SECRET) =>
    createSigner({ key, algorithm: 'HS256' })(payload);

  beforeAll(async () => {
    h = await createHarness('pglite', { JWT_SECRET: SECRET });
    exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
    cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
  });
  afterAll(() => h?.close());

  async function expectRefused(token: string, label: string) {
    const res = await h.gql(TEAM, {}, { token });
    expect(res.errors?.[0]?.extensions?.code, label).toBe('UNAUTHENTICATED');
    expect(res.data?.team ?? null, label).toBeNull();
  }

  it('accepts the genuine token (so the refusals below are about the attack)', async () => {
    const res = await h.gql(TEAM, {}, { token: exec.token });
    expect(res.errors).toBeUndefined();
  });

  it('refuses alg none, with or without a signature', async () => {
    const { payload } = parts(exec.token);
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
      await expectRefused(`${unsigned}.`, alg);
      await expectRefused(`${unsigned}.${parts(exec.token).signature}`, `${alg} signed`);
    }
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    const { payload } = parts(exec.token);
    await expectRefused(sign(payload, randomBytes(48)), 'other key');
    const hs512 = createSigner({ key: SECRET, algorithm: 'HS512' })(payload);
    await expectRefused(hs512, 'HS512');
  });

  it('refuses edited claims under the original signature', async () => {
    const { header, payload, signature } = parts(exec.token);
    const selected = payload.selectedBusiness as Record<string, unknown>;
    const edits: Record<string, unknown>[] = [
      { ...payload, selectedBusiness: { ...selected, merchantId: h.merchants.blueBay } },
      { ...payload, selectedBusiness: { ...selected, roles: ['ADMIN'] } },
      { ...payload, exp: (payload.exp as number) + 86_400 },
      { ...payload, sub: cashier.employeeId },
    ];
    for (const edited of edits)
      await expectRefused(`${b64(header)}.${b64(edited)}.${signature}`, JSON.stringify(edited));
  });

  it('refuses an expired token, one of another issuer, and one without a type or subject', async () => {
    const { payload } = parts(exec.token);
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(sign({ ...payload, iat: now - 7200, exp: now - 3600 }), 'expired');
    await expectRefused(sign({ ...payload, iss: 'someone-else' }), 'issuer');
    const { typ: _typ, ...untyped } = payload;
    await expectRefused(sign(untyped), 'no typ');
    const { sub: _sub, ...anonymous } = payload;
    await expectRefused(sign(anonymous), 'no sub');
  });

  it('refuses a QR token as an access token', async () => {
    await expectRefused(h.tokens.signQr(COUPON, exec.employeeId, 60), 'qr as access');
  });

  it('refuses an access token, or an edited QR token, as a QR code', async () => {
    const asQr = await h.gql<{ coupon: { scanQrCode: { messageCode: string } } }>(
      SCAN,
      { couponId: COUPON, token: cashier.token, userId: cashier.employeeId },
      { token: cashier.token },
    );
    expect(asQr.data?.coupon.scanQrCode.messageCode).toBe('INVALID_TOKEN');

    const qr = h.tokens.signQr(COUPON, cashier.employeeId, 60);
    const { header, payload, signature } = parts(qr);
    const other = '0b1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const edited = `${b64(header)}.${b64({ ...payload, couponId: other })}.${signature}`;
    const res = await h.gql<{ coupon: { scanQrCode: { messageCode: string } } }>(
      SCAN,
      { couponId: other, token: edited, userId: cashier.employeeId },
      { token: cashier.token },
    );
    expect(res.data?.coupon.scanQrCode.messageCode).toBe('INVALID_TOKEN');
  });
});
