import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { servicesQueryKey } from './list-services';

export const deleteServiceDocument = graphql(`
  mutation DeleteService($id: ID!) {
    service {
      delete(id: $id) {
        success
        messageCode
      }
    }
  }
`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await request(deleteServiceDocument, { id }, { notify: false });
      return data.service.delete;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
