import { useSyncExternalStore } from 'react';
import type { TicketCategory, TicketSubjectKind } from '@back-office/domain/support';

// "Report a problem" on a scan, an invoice or an offer: the feature that shows the object asks
// for the New ticket dialog here, and the shell (which may load the support feature) opens it.
// A feature never imports another one, so the request travels through this small store.
export interface ProblemReport {
  about: { kind: TicketSubjectKind; id: string } | null;
  subject: string;
  category: TicketCategory;
  // A scan's outcome code and the hint for it, shown above the form.
  code?: string | null;
  hint?: string | null;
}

let current: ProblemReport | null = null;
const listeners = new Set<() => void>();

function set(report: ProblemReport | null): void {
  current = report;
  for (const listener of listeners) listener();
}

export function reportProblem(report: ProblemReport): void {
  set(report);
}

export function closeProblemReport(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProblemReport(): ProblemReport | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
