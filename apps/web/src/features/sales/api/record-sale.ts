import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CounterSaleInput, RefundInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { salesQueryKey } from './list-sales';

export const recordSaleDocument = graphql(`
  mutation RecordSale($input: CounterSaleInput!) {
    sale {
      record(input: $input) {
        success
        messageCode
        sale {
          ...SaleFields
        }
      }
    }
  }
`);

export const refundSaleDocument = graphql(`
  mutation RefundSale($input: RefundInput!) {
    sale {
      refund(input: $input) {
        success
        messageCode
        sale {
          ...SaleFields
        }
      }
    }
  }
`);

// Each form submission carries a request id chosen once: a retry after a lost answer gets the
// first sale back instead of recording it twice.
export function useRecordSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CounterSaleInput) =>
      (await request(recordSaleDocument, { input }, { notify: false })).sale.record,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }),
  });
}

export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefundInput) =>
      (await request(refundSaleDocument, { input }, { notify: false })).sale.refund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }),
  });
}
