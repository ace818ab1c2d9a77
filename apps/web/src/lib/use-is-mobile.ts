import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@back-office/domain/constants';

// "Mobile" is narrower than 768 px. Read in script rather than restated in CSS, so the
// breakpoint has one source.
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 1}px)`;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport);
}
