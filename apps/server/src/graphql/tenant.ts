import { callerCan, type BusinessCaller } from './access-rules';

/** The business whose rows a caller may see: their own, or every business (null)
 * for one who holds business:any. */
export function visibleMerchant(caller: BusinessCaller, requested?: string | null): string | null {
  if (callerCan(caller, 'business:any')) return requested ?? null;
  return caller.selectedBusiness.merchantId;
}

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

// The constraint a statement broke. PGlite names it only in the message.
export function pgConstraint(error: unknown): string | undefined {
  for (const e of [error, (error as { cause?: unknown }).cause] as {
    constraint?: string;
    message?: string;
  }[]) {
    if (!e) continue;
    if (e.constraint) return e.constraint;
    const named = /constraint "([^"]+)"/.exec(String(e.message ?? ''));
    if (named) return named[1];
  }
  return undefined;
}
