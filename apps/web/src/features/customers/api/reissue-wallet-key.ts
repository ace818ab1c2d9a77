import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const reissueWalletKeyDocument = graphql(`
  mutation ReissueWalletKey($id: ID!) {
    customer {
      reissueWalletKey(id: $id) {
        success
        messageCode
        walletUrl
      }
    }
  }
`);

// Gives the customer a new wallet link. The answer is the only time the link can be read (the
// server keeps its hash), and nothing the lists show changes, so nothing is refetched.
export function useReissueWalletKey() {
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await request(reissueWalletKeyDocument, { id }, { notify: false });
      return data.customer.reissueWalletKey;
    },
  });
}
