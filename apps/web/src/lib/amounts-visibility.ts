import { useSyncExternalStore } from 'react';
import { COOKIE_DAYS, COOKIE_VALUES_VISIBLE } from '@back-office/domain/constants';
import { readCookie, writeCookie } from './browser-storage';

// Whether money is shown or masked (e.g. on a counter customers can see), remembered in
// the app_values_visible cookie. Shown unless the cookie says otherwise.
let visible = readCookie(COOKIE_VALUES_VISIBLE) !== 'false';
const listeners = new Set<() => void>();

export function setAmountsVisible(next: boolean): void {
  visible = next;
  writeCookie(COOKIE_VALUES_VISIBLE, String(next), COOKIE_DAYS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAmountsVisible(): boolean {
  return useSyncExternalStore(subscribe, () => visible);
}
