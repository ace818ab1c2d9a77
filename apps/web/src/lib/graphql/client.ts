import { pendingRefresh, refreshAccessToken } from '../session/refresh';
import { getSession, isTokenExpired } from '../session/session-store';
import { isUnauthenticated } from './errors';
import { notifyRequestError } from './notify-request-error';
import { mutationKey, send, type Document } from './transport';

export interface RequestOptions {
  // false for the operations that work without a session (sign-in, sign-up, reset).
  auth?: boolean;
  // false where the screen shows the failure itself, so it is not said twice.
  notify?: boolean;
  // false where the caller retries itself and tells the person while it does (the scanner).
  retry?: boolean;
}

// Waits for a refresh already under way, and refreshes first a token known to have expired:
// sending it would only earn a 401.
export async function tokenForRequest(): Promise<string | null> {
  const pending = pendingRefresh();
  if (pending) return pending;
  const session = getSession();
  if (session.token && isTokenExpired(session)) return refreshAccessToken(session.token);
  return session.token;
}

async function authorised<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  retry: boolean,
  idempotencyKey: string | undefined,
): Promise<TResult> {
  const token = await tokenForRequest();
  try {
    return await send(document, variables, { token, retry, idempotencyKey });
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    // One refresh for any number of refused requests, then each is sent again once.
    const fresh = await refreshAccessToken(token);
    return send(document, variables, { token: fresh, retry, idempotencyKey });
  }
}

export async function request<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  { auth = true, notify = true, retry = true }: RequestOptions = {},
): Promise<TResult> {
  // One call is one user action: its retries, and its resend after a refresh, share the key.
  const idempotencyKey = mutationKey(document);
  try {
    return auth
      ? await authorised(document, variables, retry, idempotencyKey)
      : await send(document, variables, { token: null, retry, idempotencyKey });
  } catch (error) {
    if (notify) notifyRequestError(error);
    throw error;
  }
}
