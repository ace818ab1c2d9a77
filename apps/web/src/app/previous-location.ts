// The location a signed-out visitor was sent away from travels to /signin in the history state.
export interface PreviousLocationState {
  from: string;
}

export function previousLocation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<PreviousLocationState>).from;
  return typeof from === 'string' ? from : null;
}
