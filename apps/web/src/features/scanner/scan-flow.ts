import {
  DUPLICATE_SCAN_WINDOW_MS,
  SCAN_RETRIES,
  SCAN_RETRY_DELAY_MS,
} from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import {
  isCompleteQrPayload,
  parseQrPayload,
  type QrPayload,
} from '@back-office/domain/schemas/coupon';
import { delay } from '../../lib/delay';
import { HttpError, NetworkError, saidOf, TimeoutError } from '../../lib/graphql/errors';

export interface PreviousRedemption {
  redeemedAt: string;
  businessName: string;
  byYou: boolean;
  employeeName?: string | null;
}

// A customer's live programme membership, shown to the cashier on a redemption.
export interface MemberTier {
  tierId: string;
  programme: string;
  nameEn: string;
  nameEl: string;
}

// The outcomes of one scan.
// A scan that reached the server carries the id it was sent with, which names its record.
export type ScanOutcome =
  | {
      kind: 'redeemed';
      couponName: string;
      valueMinor: number;
      scanId: string;
      memberTiers: MemberTier[];
    }
  | { kind: 'wrong-business' }
  | { kind: 'missing-data' }
  | { kind: 'failed'; code: string; scanId: string; previous?: PreviousRedemption }
  // message: what the reader is told, a message key where there is one (errors.ts saidOf).
  | { kind: 'error'; message: string };
export interface RedeemResult {
  success: boolean;
  messageCode: string;
  coupon?: { metadata: { name: string; retailPrice: number } } | null;
  previousRedemption?: PreviousRedemption | null;
  memberTiers?: MemberTier[] | null;
}

export type Redeem = (
  payload: Omit<QrPayload, 'merchantId'> & { scanId: string },
) => Promise<RedeemResult>;

export interface ScanOptions {
  // Told before each retry of a scan whose answer was lost (1, 2, ...).
  onRetry?: (attempt: number) => void;
  newScanId?: () => string;
  wait?: (ms: number) => Promise<void>;
}

// No answer at all, or a gateway's 5xx: the scan may or may not have reached the server.
function answerLost(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    (error instanceof HttpError && error.status >= 500)
  );
}

// One scan carries one id through all its attempts, so the server answers a retry with what it
// did the first time: a redemption whose answer was lost is reported, never repeated.
async function redeemWithRetries(
  redeem: Redeem,
  payload: Omit<QrPayload, 'merchantId'>,
  { onRetry, newScanId = () => crypto.randomUUID(), wait = delay }: ScanOptions,
): Promise<{ result: RedeemResult; scanId: string }> {
  const scanId = newScanId();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { result: await redeem({ ...payload, scanId }), scanId };
    } catch (error) {
      if (!answerLost(error) || attempt >= SCAN_RETRIES) throw error;
      onRetry?.(attempt + 1);
      await wait(SCAN_RETRY_DELAY_MS * (attempt + 1));
    }
  }
}

// A code of another business or without its data never reaches the server.
export async function processScan(
  text: string,
  merchantId: string,
  redeem: Redeem,
  options: ScanOptions = {},
): Promise<ScanOutcome> {
  const payload = parseQrPayload(text);
  if (!isCompleteQrPayload(payload)) return { kind: 'missing-data' };
  if (payload.merchantId && payload.merchantId !== merchantId) return { kind: 'wrong-business' };
  try {
    const { result, scanId } = await redeemWithRetries(
      redeem,
      { couponId: payload.couponId, token: payload.token, userId: payload.userId },
      options,
    );
    if (!result.success) {
      const code = result.messageCode || RESULT_CODES.UNKNOWN_ERROR;
      return result.previousRedemption
        ? { kind: 'failed', code, scanId, previous: result.previousRedemption }
        : { kind: 'failed', code, scanId };
    }
    const metadata = result.coupon?.metadata;
    // retailPrice is in euros; the sheet formats whole minor units like every amount.
    return {
      kind: 'redeemed',
      couponName: metadata?.name ?? '',
      valueMinor: Math.round((metadata?.retailPrice ?? 0) * 100),
      scanId,
      memberTiers: result.memberTiers ?? [],
    };
  } catch (error) {
    const message = error instanceof Error && error.message ? saidOf(error) : 'failedToScan';
    return { kind: 'error', message };
  }
}

// Whether a decoded text starts a scan: not while one is under way or its result is fresh
// (busy until release), and not the same text again within 3 s.
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
