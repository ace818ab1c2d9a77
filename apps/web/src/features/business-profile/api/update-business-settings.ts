import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { BusinessSettingsInput } from '../../../gql/graphql';
import { businessProfileQueryKey } from '../../../lib/business-profile/get-business-profile';
import { request } from '../../../lib/graphql/client';
import { useSession } from '../../../lib/session/use-session';

export const updateBusinessSettingsDocument = graphql(`
  mutation UpdateBusinessSettings($input: BusinessSettingsInput!) {
    businessProfile {
      updateSettings(input: $input) {
        success
        messageCode
        profile {
          ...BusinessProfileFields
        }
      }
    }
  }
`);

// The cached profile is what every amount's currency is read from, so it is replaced at once.
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  const merchantId = useSession().selectedBusiness?.merchantId._id;
  return useMutation({
    mutationFn: async (input: BusinessSettingsInput) => {
      const data = await request(updateBusinessSettingsDocument, { input }, { notify: false });
      return data.businessProfile.updateSettings;
    },
    onSuccess: ({ profile }) => {
      if (profile) queryClient.setQueryData(businessProfileQueryKey(merchantId), profile);
    },
  });
}
