import { DUPLICATE_SCAN_WINDOW_MS } from '@back-office/domain/constants';
import { MESSAGES } from '@back-office/domain/messages';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import {
  isCompleteQrPayload,
  parseQrPayload,
  type QrPayload,
} from '@back-office/domain/schemas/coupon';

// SPEC §4's outcomes of one scan.
export type ScanOutcome =
  | { kind: 'redeemed'; couponName: string; valueMinor: number }
  | { kind: 'wrong-business' }
  | { kind: 'missing-data' }
  | { kind: 'failed'; code: string }
  | { kind: 'error'; message: string };

export interface RedeemResult {
  success: boolean;
  messageCode: string;
  coupon?: { metadata: { name: string; retailPrice: number } } | null;
}

export type Redeem = (payload: Omit<QrPayload, 'merchantId'>) => Promise<RedeemResult>;

// A code of another business or without its data never reaches the server (SPEC §4, §6).
export async function processScan(
  text: string,
  merchantId: string,
  redeem: Redeem,
): Promise<ScanOutcome> {
  const payload = parseQrPayload(text);
  if (!isCompleteQrPayload(payload)) return { kind: 'missing-data' };
  if (payload.merchantId && payload.merchantId !== merchantId) return { kind: 'wrong-business' };
  try {
    const result = await redeem({
      couponId: payload.couponId,
      token: payload.token,
      userId: payload.userId,
    });
    if (!result.success)
      return { kind: 'failed', code: result.messageCode || RESULT_CODES.UNKNOWN_ERROR };
    const metadata = result.coupon?.metadata;
    // retailPrice is in euros (SPEC §7); the sheet formats whole minor units like every amount.
    return {
      kind: 'redeemed',
      couponName: metadata?.name ?? '',
      valueMinor: Math.round((metadata?.retailPrice ?? 0) * 100),
    };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : MESSAGES.failedToScan;
    return { kind: 'error', message };
  }
}

// Whether a decoded text starts a scan: not while one is under way or its result is fresh
// (busy until release), and not the same text again within 3 s (SPEC §4, §9).
export class ScanGate {
  #busy = false;
  #lastText: string | null = null;
  #lastAt = 0;

  accept(text: string, now: number): boolean {
    if (this.#busy) return false;
    if (text === this.#lastText && now - this.#lastAt < DUPLICATE_SCAN_WINDOW_MS) return false;
    this.#busy = true;
    this.#lastText = text;
    this.#lastAt = now;
    return true;
  }

  release(): void {
    this.#busy = false;
  }
}
