import { z } from 'zod';
import { idField, requiredText } from './fields';
import { msg } from '../message-keys';

// coupon.scanQrCode's arguments. A signed QR token is a few hundred characters; the bound only
// keeps a hostile request from making the server verify megabytes.
export const scanQrCodeArgsSchema = z.object({
  couponId: idField(msg('missingRequiredData')),
  token: requiredText(msg('missingRequiredData'), 4096),
  userId: idField(msg('missingRequiredData')),
  // The scanner's own id for this scan, sent again with every retry of it.
  scanId: z.uuid({ error: msg('invalidScanId') }).nullish(),
});
export type ScanQrCodeArgs = z.output<typeof scanQrCodeArgsSchema>;

// The QR text of a wallet coupon. Older codes say id / qrToken and may keep merchantId in
// metadata, so both spellings are read.
export interface QrPayload {
  couponId: string;
  token: string;
  userId: string;
  merchantId: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// null when the text is not a coupon QR at all; missing fields are reported by the caller as
// 'Missing required data'.
export function parseQrPayload(raw: string): Partial<QrPayload> | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const metadata =
    typeof record.metadata === 'object' && record.metadata !== null
      ? (record.metadata as Record<string, unknown>)
      : {};
  const result: Partial<QrPayload> = {};
  const couponId = text(record.couponId) ?? text(record.id);
  const token = text(record.token) ?? text(record.qrToken);
  const userId = text(record.userId);
  if (couponId) result.couponId = couponId;
  if (token) result.token = token;
  if (userId) result.userId = userId;
  result.merchantId = text(record.merchantId) ?? text(metadata.merchantId);
  return result;
}

export function isCompleteQrPayload(payload: Partial<QrPayload> | null): payload is QrPayload {
  return Boolean(payload?.couponId && payload.token && payload.userId);
}
