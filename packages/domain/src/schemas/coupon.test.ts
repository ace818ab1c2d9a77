import { describe, expect, it } from 'vitest';
import { isCompleteQrPayload, parseQrPayload, scanQrCodeArgsSchema } from './coupon';
import { englishText } from '../message-catalogue';

describe('parseQrPayload (the QR payload)', () => {
  it.each([
    [
      'the wallet format',
      '{"couponId":"c1","token":"t1","userId":"u1","merchantId":"m1"}',
      { couponId: 'c1', token: 't1', userId: 'u1', merchantId: 'm1' },
    ],
    [
      'the older spelling with merchantId in metadata',
      '{"id":"c1","qrToken":"t1","userId":"u1","metadata":{"merchantId":"m1"}}',
      { couponId: 'c1', token: 't1', userId: 'u1', merchantId: 'm1' },
    ],
    [
      'no merchant',
      '{"couponId":"c1","token":"t1","userId":"u1"}',
      { couponId: 'c1', token: 't1', userId: 'u1', merchantId: null },
    ],
    ['missing fields', '{"couponId":"c1","userId":" "}', { couponId: 'c1', merchantId: null }],
    [
      'non-string fields',
      '{"couponId":5,"token":true,"userId":"u1"}',
      { userId: 'u1', merchantId: null },
    ],
  ])('reads %s', (_name, raw, expected) => {
    expect(parseQrPayload(raw)).toEqual(expected);
  });

  it.each(['not json', '"a string"', '[1,2]', 'null', '42', ''])('gives null for %j', (raw) => {
    expect(parseQrPayload(raw)).toBeNull();
  });

  it('calls a payload complete only with coupon, token and user', () => {
    expect(isCompleteQrPayload(parseQrPayload('{"couponId":"c","token":"t","userId":"u"}'))).toBe(
      true,
    );
    expect(isCompleteQrPayload(parseQrPayload('{"couponId":"c","token":"t"}'))).toBe(false);
    expect(isCompleteQrPayload(null)).toBe(false);
  });
});

describe('scanQrCodeArgsSchema', () => {
  it.each([
    [{ couponId: '', token: 't', userId: 'u' }, 'Missing required data'],
    [{ couponId: 'c', token: 't' }, 'Missing required data'],
    [{ couponId: 'c', token: 'x'.repeat(4097), userId: 'u' }, 'Maximum length is 4096 characters'],
  ])('%j → %s', (value, message) => {
    expect(englishText(scanQrCodeArgsSchema.safeParse(value).error!.issues[0]!.message)).toBe(
      message,
    );
  });

  it('accepts the three arguments of coupon.scanQrCode', () => {
    expect(scanQrCodeArgsSchema.parse({ couponId: 'c', token: 't', userId: 'u' })).toEqual({
      couponId: 'c',
      token: 't',
      userId: 'u',
    });
  });
});
