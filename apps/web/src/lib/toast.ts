import type { ExternalToast } from 'sonner';
import type * as Sonner from 'sonner';

// The toast library is fetched with the first toast, not with the page: most visits to the
// sign-in page never show one. Sonner replays toasts created before its Toaster subscribed.
type ToastKind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<typeof Sonner> {
  library ??= import('sonner');
  return library;
}

export function showToast(kind: ToastKind, message: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadToastLibrary().then(({ toast }) => toast[kind](message, options));
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}
