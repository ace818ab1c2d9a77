import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { announce, getAnnouncements, subscribeAnnouncements } from '../../lib/announcer';

// A page sets its title once its code has arrived, which may be well after the address changed;
// the title it settles on is what a screen reader should hear.
function useRouteAnnouncements(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is read by the screen reader anyway.
    if (first.current) {
      first.current = false;
      return;
    }
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      announce(document.title);
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

// The live regions of the screen-reader announcements; without roles, so they never pass for the
// page's own status or alert messages.
export function LiveAnnouncer() {
  const { polite, assertive } = useSyncExternalStore(subscribeAnnouncements, getAnnouncements);
  useRouteAnnouncements();
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {assertive}
      </div>
    </>
  );
}
