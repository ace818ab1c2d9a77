import { MESSAGES, type CoreMessageKey } from './messages';
import { isResultCode, type ResultCode } from './result-codes';

// extensions.code of GraphQL errors: failures of the request itself.
export const ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

// Tailored hints under a failed scan.
const SCAN_HINTS: Partial<Record<ResultCode, CoreMessageKey>> = {
  WRONG_MERCHANT: 'wrongMerchantHint',
  EXPIRED_TOKEN: 'expiredTokenHint',
  INVALID_TOKEN: 'invalidTokenHint',
  ALREADY_REDEEMED: 'alreadyRedeemedHint',
  BACKEND_SERVICE_ERROR: 'serverErrorHint',
  INTERNAL_SERVER_ERROR: 'serverErrorHint',
};

export function scanHint(code: string): CoreMessageKey | null {
  return (isResultCode(code) && SCAN_HINTS[code]) || null;
}

const SIGNUP_FAILURE_MARKER = 'Signup failed:';

export function isSignupFailure(message: string): boolean {
  return message.includes(SIGNUP_FAILURE_MARKER);
}

// Refresh problems are handled by the session code (silently, or with 'Session expired'), so a
// toast on top would only repeat them.
export function isRefreshProblem(message: string): boolean {
  return /refresh/i.test(message) || message.includes(MESSAGES.noTokenReceived);
}

// The key of the toast for a GraphQL error, its {{message}} the error's own text; null means no
// toast.
export function graphqlErrorToast(
  code: string | undefined,
  message: string,
): 'forbiddenToast' | 'internalErrorToast' | 'badUserInputToast' | 'errorToast' | null {
  switch (code) {
    case ERROR_CODES.UNAUTHENTICATED:
      return null;
    case ERROR_CODES.FORBIDDEN:
      return 'forbiddenToast';
    case ERROR_CODES.INTERNAL_SERVER_ERROR:
      return isSignupFailure(message) || isRefreshProblem(message) ? null : 'internalErrorToast';
    case ERROR_CODES.BAD_USER_INPUT:
      return 'badUserInputToast';
    default:
      return isSignupFailure(message) ? null : 'errorToast';
  }
}

// The display-message mapping: network, timeout, 404, 500 or server.
export function errorDisplayMessage(error: unknown): CoreMessageKey {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/network|failed to fetch|load failed/i.test(text)) return 'networkErrorMessage';
  if (/timeout|timed out|abort/i.test(text)) return 'timeoutMessage';
  if (/\b404\b|not found/i.test(text)) return 'notFoundMessage';
  if (/\b5\d\d\b|server/i.test(text)) return 'serverErrorMessage';
  return 'unexpectedError';
}

// Unhandled rejections about authorisation are the refresh flow's business.
export function isIgnorableRejection(reason: unknown): boolean {
  const text = reason instanceof Error ? reason.message : String(reason);
  return /401|unauthorized/i.test(text);
}
