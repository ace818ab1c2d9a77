import { ANNOUNCEMENT_CLEAR_MS } from '@back-office/domain/constants';

// What screen readers should hear now: route changes, toasts, scan results. Each text is
// cleared after 1 s, so the same text announced again later is a change that is read.
export type Politeness = 'polite' | 'assertive';
export type Announcements = Readonly<Record<Politeness, string>>;

let current: Announcements = { polite: '', assertive: '' };
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};
const listeners = new Set<() => void>();

function update(politeness: Politeness, text: string): void {
  current = { ...current, [politeness]: text };
  for (const listener of listeners) listener();
}

export function announce(text: string, politeness: Politeness = 'polite'): void {
  clearTimeout(timers[politeness]);
  update(politeness, text);
  timers[politeness] = setTimeout(() => update(politeness, ''), ANNOUNCEMENT_CLEAR_MS);
}

export function getAnnouncements(): Announcements {
  return current;
}

export function subscribeAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
