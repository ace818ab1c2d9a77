import { graphql } from '../../../gql/gql';
import type { CreateBusinessMutation, CreateBusinessMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const createBusinessDocument = graphql(`
  mutation CreateBusiness($input: CompanyInput!, $executive: ExecutiveInput!) {
    business {
      create(input: $input, executive: $executive) {
        success
        messageCode
        invitationSent
        business {
          ...BusinessFields
        }
        executive {
          _id
          email
          firstName
          lastName
        }
      }
    }
  }
`);

export type CreatedBusiness = CreateBusinessMutation['business']['create'];

// Refused fields go beside their fields in the dialog.
export function useCreateBusiness() {
  return useChange(async (variables: CreateBusinessMutationVariables) => {
    const data = await request(createBusinessDocument, variables, { notify: false });
    return data.business.create;
  });
}
