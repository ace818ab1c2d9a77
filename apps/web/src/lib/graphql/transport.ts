import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  API_TIMEOUT_MS,
  MAX_RETRIES,
  RETRY_MAX_DELAY_MS,
  RETRY_MIN_DELAY_MS,
} from '@back-office/domain/constants';
import { ERROR_CODES } from '@back-office/domain/errors';
import { writeMessage, type MessageParams } from '@back-office/domain/message-keys';
import { delay } from '../delay';
import { GraphQLRequestError, HttpError, NetworkError, TimeoutError } from './errors';

export type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

const GRAPHQL_ENDPOINT = '/graphql';

interface Keyed {
  messageKey?: string;
  params?: MessageParams;
}

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: {
    message: string;
    extensions?: Keyed & {
      code?: string;
      fields?: Record<string, string>;
      fieldKeys?: Record<string, Keyed>;
    };
  }[];
}

// What the reader is shown of a message: its key where the server sent one, else its English.
const said = (english: string, keyed: Keyed | undefined) =>
  keyed?.messageKey ? writeMessage(keyed.messageKey, keyed.params) : english;

function requestError({
  message,
  extensions = {},
}: NonNullable<GraphQLResponse<unknown>['errors']>[number]) {
  const fields = Object.fromEntries(
    Object.entries(extensions.fields ?? {}).map(([path, english]) => [
      path,
      said(english, extensions.fieldKeys?.[path]),
    ]),
  );
  return new GraphQLRequestError(message, extensions.code, fields, said(message, extensions));
}

// Retry only what may succeed a moment later (no answer, or a 5xx), with a jittered
// delay between 300 ms and 3 s that grows per attempt, so that clients do not retry in step.
function retryDelay(attempt: number): number {
  const ceiling = Math.min(RETRY_MAX_DELAY_MS, RETRY_MIN_DELAY_MS * 2 ** (attempt + 1));
  return RETRY_MIN_DELAY_MS + Math.random() * (ceiling - RETRY_MIN_DELAY_MS);
}

async function readBody<TResult>(response: Response): Promise<GraphQLResponse<TResult> | null> {
  try {
    return (await response.json()) as GraphQLResponse<TResult>;
  } catch {
    return null;
  }
}

// A 5xx that carries a deliberate error (e.g. UNAUTHENTICATED) is an answer, not an outage.
function isRetryableAnswer(status: number, body: GraphQLResponse<unknown> | null): boolean {
  if (status < 500) return false;
  const code = body?.errors?.[0]?.extensions?.code;
  return code === undefined || code === ERROR_CODES.INTERNAL_SERVER_ERROR;
}

export interface SendOptions {
  token: string | null;
  retry: boolean;
  /** The user action's key (mutationKey): sent with every attempt, so the server writes once. */
  idempotencyKey?: string;
}

// A mutation is sent again only under a key, which the server answers a second time from what it
// stored the first time (decision record 025); a query may always be sent again.
const MUTATION = /^\s*mutation\b/;

/** A new key for a mutation, to be kept for the whole user action; none for a query. */
export function mutationKey(document: { toString(): string }): string | undefined {
  return MUTATION.test(document.toString()) ? crypto.randomUUID() : undefined;
}

export async function send<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  { token, retry, idempotencyKey }: SendOptions,
): Promise<TResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const query = document.toString();
  const body = JSON.stringify({ query, variables });
  const repeatable = retry && (idempotencyKey !== undefined || !MUTATION.test(query));

  for (let attempt = 0; ; attempt += 1) {
    const canRetry = repeatable && attempt < MAX_RETRIES;
    let response: Response;
    try {
      response = await fetch(GRAPHQL_ENDPOINT, {
        method: 'POST',
        credentials: 'include',
        headers,
        body,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError();
      if (canRetry) {
        await delay(retryDelay(attempt));
        continue;
      }
      throw new NetworkError();
    }

    const answer = await readBody<TResult>(response);
    if (canRetry && isRetryableAnswer(response.status, answer)) {
      await delay(retryDelay(attempt));
      continue;
    }
    const first = answer?.errors?.[0];
    if (first) throw requestError(first);
    if (response.status === 401)
      throw new GraphQLRequestError('Unauthorized', ERROR_CODES.UNAUTHENTICATED);
    if (!response.ok || !answer?.data) throw new HttpError(response.status);
    return answer.data;
  }
}

// An operation that needs no session (the customer's wallet): what request() of client.ts sends
// with auth: false, without bringing the session machinery along.
export function sendPublic<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return send(document, variables, {
    token: null,
    retry: true,
    idempotencyKey: mutationKey(document),
  });
}
