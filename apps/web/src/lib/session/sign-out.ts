import { LOGOUT_WAIT_AFTER_MS, LOGOUT_WAIT_BEFORE_MS } from '@back-office/domain/constants';
import { delay } from '../delay';
import { send } from '../graphql/transport';
import { logoutDocument } from './api/logout';
import { clearSession } from './session-store';

// Wait 300 ms, clear cached data and every stored item, then 200 ms more. The server
// revokes the refresh cookie's session first, so the cookie cannot sign anyone back in.
export async function signOut(): Promise<void> {
  await delay(LOGOUT_WAIT_BEFORE_MS);
  try {
    await send(logoutDocument, {}, { token: null, retry: false });
  } catch {
    // Unreachable server: the local session still ends; the cookie expires on its own.
  }
  clearSession();
  await delay(LOGOUT_WAIT_AFTER_MS);
}
