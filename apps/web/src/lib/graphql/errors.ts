import { ERROR_CODES } from '@back-office/domain/errors';
import { MESSAGES } from '@back-office/domain/messages';

// A GraphQL error of the server: extensions.code, and for BAD_USER_INPUT the message of every
// refused field. The message is English (logs, the checks of errors.ts); `said` and the fields'
// messages are what the reader is shown: keys of the domain's texts where the server sent one
// (message-keys.ts), its English otherwise.
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  readonly said: string;

  constructor(message: string, code?: string, fields: Record<string, string> = {}, said = message) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.fields = fields;
    this.said = said;
  }
}

// A network failure raises this window event, its detail the event's text
// (MESSAGES.networkErrorEvent), besides the toast with the message for the person.
export const NETWORK_ERROR_EVENT = 'back-office:network-error';

// The server could not be reached at all (after the retries).
export class NetworkError extends Error {
  readonly said = 'networkErrorMessage';

  constructor() {
    super(MESSAGES.networkErrorMessage);
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends Error {
  readonly said = 'timeoutMessage';

  constructor() {
    super(MESSAGES.timeoutMessage);
    this.name = 'TimeoutError';
  }
}

// A response that is neither data nor a GraphQL error, e.g. a proxy's 502 page.
export class HttpError extends Error {
  readonly status: number;
  readonly said: string;

  constructor(status: number) {
    super(status >= 500 ? MESSAGES.serverErrorMessage : `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.said = status >= 500 ? 'serverErrorMessage' : this.message;
  }
}

/** What a failure tells the reader: a message key where it has one, else its own text. */
export function saidOf(error: unknown): string {
  if (error instanceof GraphQLRequestError || error instanceof NetworkError) return error.said;
  if (error instanceof TimeoutError || error instanceof HttpError) return error.said;
  return error instanceof Error ? error.message : String(error);
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === ERROR_CODES.UNAUTHENTICATED;
}

// Failures the client has already reported with a toast.
export function isRequestFailure(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof HttpError
  );
}
