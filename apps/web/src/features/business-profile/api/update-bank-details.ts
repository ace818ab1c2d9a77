import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { BankDetailsInput } from '../../../gql/graphql';
import { businessProfileQueryKey } from '../../../lib/business-profile/get-business-profile';
import { request } from '../../../lib/graphql/client';
import { useSession } from '../../../lib/session/use-session';

export const updateBankDetailsDocument = graphql(`
  mutation UpdateBankDetails($input: BankDetailsInput!) {
    businessProfile {
      updateBankDetails(input: $input) {
        success
        messageCode
        profile {
          ...BusinessProfileFields
        }
      }
    }
  }
`);

export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  const merchantId = useSession().selectedBusiness?.merchantId._id;
  return useMutation({
    mutationFn: async (input: BankDetailsInput) => {
      const data = await request(updateBankDetailsDocument, { input }, { notify: false });
      return data.businessProfile.updateBankDetails;
    },
    onSuccess: ({ profile }) => {
      if (profile) queryClient.setQueryData(businessProfileQueryKey(merchantId), profile);
    },
  });
}
