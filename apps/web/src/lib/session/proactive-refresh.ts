import {
  NO_REFRESH_BEYOND_MS,
  PROACTIVE_REFRESH_BEFORE_MS,
  REFRESH_MIN_INTERVAL_MS,
} from '@back-office/domain/constants';
import { refreshAccessToken } from './refresh';
import { getSession, subscribeSession } from './session-store';

// Refresh 10 minutes before expiry, and on focus or when the tab becomes visible
// (timers of background tabs are throttled); none when expiry is over 24 h away; at most one
// attempt per 30 s. A token that just arrived counts as an attempt, and so does starting: a
// token that expired before the page loaded is refreshed by the start-up check's request.
let lastAttempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
// What the timer was planned for; a new token or a change of status plans again.
let planned: { token: string | null; status: string } | null = null;

function dueAt(expiresAt: number): number {
  return Math.max(expiresAt - PROACTIVE_REFRESH_BEFORE_MS, lastAttempt + REFRESH_MIN_INTERVAL_MS);
}

function refreshIfDue(): void {
  const { status, token, expiresAt } = getSession();
  if (status !== 'authenticated' || !token || expiresAt === null) return;
  const now = Date.now();
  if (expiresAt - now > PROACTIVE_REFRESH_BEFORE_MS) return;
  if (now - lastAttempt < REFRESH_MIN_INTERVAL_MS) {
    schedule();
    return;
  }
  lastAttempt = now;
  // A failure is dealt with where it matters: a refused refresh ends the session in the store,
  // a network failure is retried by the next request or the next focus.
  refreshAccessToken().catch(() => undefined);
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const { status, token, expiresAt } = getSession();
  if (status !== 'authenticated' || !token || expiresAt === null) return;
  if (expiresAt - Date.now() > NO_REFRESH_BEYOND_MS) return;
  timer = setTimeout(refreshIfDue, Math.max(0, dueAt(expiresAt) - Date.now()));
}

function onVisible(): void {
  if (document.visibilityState === 'visible') refreshIfDue();
}

export function startProactiveRefresh(): void {
  const plan = () => {
    const { token, status } = getSession();
    if (token === planned?.token && status === planned.status) return;
    if (token !== planned?.token) lastAttempt = Date.now();
    planned = { token, status };
    schedule();
  };
  subscribeSession(plan);
  plan();
  window.addEventListener('focus', refreshIfDue);
  document.addEventListener('visibilitychange', onVisible);
}
