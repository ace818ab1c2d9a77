import { ERROR_HISTORY_LIMIT } from '@back-office/domain/constants';

// A JSON error record is POSTed only when an endpoint is configured; errors are always logged.
// Records that could not be sent wait (at most 50) and go with the next report.
export type ErrorSource = 'page' | 'section' | 'component' | 'generic' | 'global' | 'network';

export interface ErrorRecord {
  source: ErrorSource;
  message: string;
  stack?: string;
  componentStack?: string;
  url: string;
  userAgent: string;
  time: string;
}

const waiting: ErrorRecord[] = [];
let sending = false;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

async function flush(endpoint: string): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    while (waiting.length > 0) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(waiting[0]),
        // A report made while the page unloads still leaves.
        keepalive: true,
      });
      if (!response.ok) return;
      waiting.shift();
    }
  } catch {
    // The endpoint is unreachable: the records wait for the next report.
  } finally {
    sending = false;
  }
}

export function reportError(
  error: unknown,
  source: ErrorSource,
  componentStack?: string | null,
): Promise<void> {
  console.error(error);
  const endpoint = import.meta.env.VITE_ERROR_REPORT_URL;
  if (!endpoint) return Promise.resolve();
  waiting.push({
    source,
    ...describe(error),
    ...(componentStack ? { componentStack } : {}),
    url: window.location.href,
    userAgent: navigator.userAgent,
    time: new Date().toISOString(),
  });
  if (waiting.length > ERROR_HISTORY_LIMIT) waiting.splice(0, waiting.length - ERROR_HISTORY_LIMIT);
  return flush(endpoint);
}
