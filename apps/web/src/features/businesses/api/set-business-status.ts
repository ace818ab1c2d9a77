import { graphql } from '../../../gql/gql';
import type { SetBusinessStatusMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const setBusinessStatusDocument = graphql(`
  mutation SetBusinessStatus($id: ID!, $status: String!) {
    business {
      setStatus(id: $id, status: $status) {
        success
        messageCode
        business {
          ...BusinessFields
        }
      }
    }
  }
`);

// Suspending ends the sessions of the business's employees on the server.
export function useSetBusinessStatus() {
  return useChange(async (variables: SetBusinessStatusMutationVariables) => {
    const data = await request(setBusinessStatusDocument, variables, { notify: false });
    return data.business.setStatus;
  });
}
