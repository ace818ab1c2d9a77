import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { UpdateServiceMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { servicesQueryKey } from './list-services';

export const updateServiceDocument = graphql(`
  mutation UpdateService($id: ID!, $input: ServiceInput!) {
    service {
      update(id: $id, input: $input) {
        success
        messageCode
        service {
          ...ServiceFields
        }
      }
    }
  }
`);

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: UpdateServiceMutationVariables) => {
      const data = await request(updateServiceDocument, variables, { notify: false });
      return data.service.update;
    },
    // SERVICE_NOT_FOUND too: the list still shows a service another tab deleted.
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
