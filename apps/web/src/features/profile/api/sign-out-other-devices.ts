import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const signOutOtherDevicesDocument = graphql(`
  mutation SignOutOtherDevices {
    profile {
      signOutOtherDevices {
        success
        messageCode
        revokedSessions
      }
    }
  }
`);

export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: async () => {
      const data = await request(signOutOtherDevicesDocument, {}, { notify: false });
      return data.profile.signOutOtherDevices;
    },
  });
}
