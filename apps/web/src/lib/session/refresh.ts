import { MESSAGES } from '@back-office/domain/messages';
import { isUnauthenticated } from '../graphql/errors';
import { send } from '../graphql/transport';
import { readJson } from '../browser-storage';
import { refreshEmployeeTokenDocument } from './api/refresh-employee-token';
import {
  applyRefreshedToken,
  expireSession,
  getSession,
  isTokenExpired,
  STORAGE_KEYS,
} from './session-store';

// The server rotates the refresh cookie on every use and treats a second use of the old one as
// theft. So at most one refresh may run at a time, in this tab and across tabs:
// everyone else waits for it and takes its token.
const LOCK_NAME = 'back-office.token-refresh';

let inFlight: Promise<string> | null = null;

export function pendingRefresh(): Promise<string> | null {
  return inFlight;
}

// The token another tab stored after refreshing, if it is newer than ours and still valid.
function newerStoredToken(staleToken: string | null) {
  const stored = readJson<{ token: string; expiresAt: number }>(STORAGE_KEYS.token);
  return stored && stored.token !== staleToken && stored.expiresAt > Date.now() ? stored : null;
}

// Each tab keeps its own copy of localStorage, and another tab's write reaches it a moment after
// that tab released the lock: this waits for the write (a 'storage' event) for a short while.
const STORAGE_PROPAGATION_MS = 150;
function storageWrite(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token) done();
    };
    const timer = setTimeout(done, STORAGE_PROPAGATION_MS);
    window.addEventListener('storage', onStorage);
  });
}

async function refreshUnderLock(staleToken: string | null, otherTabs: boolean): Promise<string> {
  // Another tab may have refreshed while this one waited for the lock.
  let stored = newerStoredToken(staleToken);
  if (!stored && otherTabs) {
    await storageWrite();
    stored = newerStoredToken(staleToken);
  }
  if (stored) {
    applyRefreshedToken(stored.token, (stored.expiresAt - Date.now()) / 1000, null);
    return stored.token;
  }
  try {
    // Never retried: a lost answer may already have rotated the cookie, and retrying with the
    // old one would revoke the whole session.
    const data = await send(refreshEmployeeTokenDocument, {}, { token: null, retry: false });
    const result = data.employee.refreshEmployeeToken;
    if (!result.success || !result.token) throw new Error(MESSAGES.noTokenReceived);
    applyRefreshedToken(result.token, result.expiresIn, result.employee ?? null);
    return result.token;
  } catch (error) {
    if (isUnauthenticated(error)) expireSession();
    throw error;
  }
}

async function acrossTabs(run: (otherTabs: boolean) => Promise<string>): Promise<string> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof window === 'undefined') return run(false);
  let token = '';
  // Free at once: no other tab is refreshing. Taken: once it is ours, that tab has refreshed.
  const free = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    token = await run(false);
    return true;
  });
  if (free) return token;
  await locks.request(LOCK_NAME, async () => {
    token = await run(true);
  });
  return token;
}

// failedToken: the token a request was refused with. If the session already holds a newer,
// unexpired one, that is used without another refresh.
export function refreshAccessToken(failedToken?: string | null): Promise<string> {
  if (inFlight) return inFlight;
  const session = getSession();
  if (
    failedToken !== undefined &&
    session.token &&
    session.token !== failedToken &&
    !isTokenExpired(session)
  ) {
    return Promise.resolve(session.token);
  }
  const staleToken = session.token;
  const refresh = acrossTabs((otherTabs) => refreshUnderLock(staleToken, otherTabs)).finally(() => {
    inFlight = null;
  });
  inFlight = refresh;
  return refresh;
}
