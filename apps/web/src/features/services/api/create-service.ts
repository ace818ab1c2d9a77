import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { ServiceInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { servicesQueryKey } from './list-services';

export const createServiceDocument = graphql(`
  mutation CreateService($input: ServiceInput!) {
    service {
      create(input: $input) {
        success
        messageCode
        service {
          ...ServiceFields
        }
      }
    }
  }
`);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceInput) => {
      const data = await request(createServiceDocument, { input }, { notify: false });
      return data.service.create;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
