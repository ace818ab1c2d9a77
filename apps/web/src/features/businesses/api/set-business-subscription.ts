import { graphql } from '../../../gql/gql';
import type { SetBusinessSubscriptionMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const setBusinessSubscriptionDocument = graphql(`
  mutation SetBusinessSubscription($id: ID!, $plan: String!, $status: String!) {
    business {
      setSubscription(id: $id, plan: $plan, status: $status) {
        success
        messageCode
        business {
          ...BusinessFields
        }
      }
    }
  }
`);

export function useSetBusinessSubscription() {
  return useChange(async (variables: SetBusinessSubscriptionMutationVariables) => {
    const data = await request(setBusinessSubscriptionDocument, variables, { notify: false });
    return data.business.setSubscription;
  });
}
