import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@back-office/domain/messages';

// Modals are opened and closed by id; Escape and the backdrop close them unless closing is
// disabled; in async mode the opener awaits the outcome, with the data the modal hands back.
export interface ModalResult<T = unknown> {
  confirmed: boolean;
  data?: T;
}

export interface ModalState {
  id: string;
  disableClose: boolean;
  data: unknown;
}

interface Entry extends ModalState {
  resolve: ((result: ModalResult) => void) | null;
}

export interface OpenModalOptions {
  disableClose?: boolean;
  asyncMode?: boolean;
  data?: unknown;
}

let modals: ReadonlyMap<string, Entry> = new Map();
const listeners = new Set<() => void>();

function commit(next: Map<string, Entry>): void {
  modals = next;
  for (const listener of listeners) listener();
}

export function openModal<T = unknown>(
  id: string,
  options: OpenModalOptions & { asyncMode: true },
): Promise<ModalResult<T>>;
export function openModal(id: string, options?: OpenModalOptions): undefined;
export function openModal(
  id: string,
  { disableClose = false, asyncMode = false, data }: OpenModalOptions = {},
): Promise<ModalResult> | undefined {
  if (data !== undefined && !asyncMode) throw new Error(MESSAGES.enableAsyncMode);
  // Opening an id that is already open replaces it; whoever awaited the old one hears 'no'.
  modals.get(id)?.resolve?.({ confirmed: false });
  const next = new Map(modals);
  if (!asyncMode) {
    next.set(id, { id, disableClose, data: undefined, resolve: null });
    commit(next);
    return undefined;
  }
  return new Promise<ModalResult>((resolve) => {
    next.set(id, { id, disableClose, data, resolve });
    commit(next);
  });
}

// Without a result the modal was dismissed: not confirmed, and its data handed back unchanged.
export function closeModal(id: string, result?: ModalResult): void {
  const entry = modals.get(id);
  if (!entry) return;
  const next = new Map(modals);
  next.delete(id);
  commit(next);
  entry.resolve?.({
    confirmed: result?.confirmed ?? false,
    data: result && 'data' in result ? result.data : entry.data,
  });
}

export function isModalOpen(id: string): boolean {
  return modals.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The open modal of this id, or null.
export function useModal(id: string): ModalState | null {
  return useSyncExternalStore(subscribe, () => modals.get(id) ?? null);
}
