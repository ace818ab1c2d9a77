import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUSINESSES_KEY } from './business-fields';
import { STORES_KEY } from './store-fields';

// A change to a business or a store. Every list it may alter is read again afterwards, refused
// or not: a BUSINESS_NOT_FOUND or STORE_NOT_FOUND means the list on screen is out of date.
// Failures of the request are reported by the mutation cache. The caller does not wait for the
// lists: a deleted store's page is left at once, before its own query finds nothing.
export function useChange<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
  { stores = false }: { stores?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      // A business counts its stores, so store changes refresh the business list too.
      void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      if (stores) void queryClient.invalidateQueries({ queryKey: STORES_KEY });
    },
  });
}
