import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_MS,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_RETRY_MIN_DELAY_MS,
  QUERY_STALE_MS,
} from '@back-office/domain/constants';
import { ERROR_CODES } from '@back-office/domain/errors';
import { GraphQLRequestError, TimeoutError } from './graphql/errors';

// The transport already retried network failures and 5xx answers; a query retries what is left
// of the server side (never a 4xx, i.e. a refused or invalid request).
function worthRetrying(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  return error instanceof GraphQLRequestError && error.code === ERROR_CODES.INTERNAL_SERVER_ERROR;
}

// Stale after 30 s (staff share data), refetched on focus and reconnect, kept 10 min; mutations
// are never retried. Queries pass notify: false to the client and are reported once, by onError.
// The staff app's client is lib/query-client.ts; the customer's wallet has its own.
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) => failureCount < QUERY_MAX_RETRIES && worthRetrying(error),
        retryDelay: (attempt) =>
          Math.min(QUERY_RETRY_MIN_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
      },
      mutations: { retry: false },
    },
  });
}
