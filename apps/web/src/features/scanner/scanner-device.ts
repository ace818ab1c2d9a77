import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@back-office/domain/constants';

const COARSE_POINTER = '(pointer: coarse)';

// QR scanning is for phones and tablets: a finger for a pointer, or a touch screen of
// tablet width at most.
export function isScannerDevice(): boolean {
  return (
    window.matchMedia(COARSE_POINTER).matches ||
    (navigator.maxTouchPoints > 0 && window.innerWidth <= BREAKPOINTS.tablet)
  );
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export function useIsScannerDevice(): boolean {
  return useSyncExternalStore(subscribe, isScannerDevice);
}
