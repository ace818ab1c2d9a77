import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AddTeamMemberInput, MembershipInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { TEAM_KEY } from './member-fields';

export const addTeamMemberDocument = graphql(`
  mutation AddTeamMember($input: AddTeamMemberInput!) {
    team {
      add(input: $input) {
        success
        messageCode
        member {
          ...TeamMemberFields
        }
      }
    }
  }
`);

export const updateMembershipDocument = graphql(`
  mutation UpdateMembership($id: ID!, $input: MembershipInput!) {
    team {
      updateMembership(id: $id, input: $input) {
        success
        messageCode
        member {
          ...TeamMemberFields
        }
      }
    }
  }
`);

// Both answer with a result (success, messageCode), which the dialogs turn into words; a refused
// request (BAD_USER_INPUT, FORBIDDEN) fails the mutation and the mutation cache reports it.
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddTeamMemberInput) => {
      const data = await request(addTeamMemberDocument, { input }, { notify: false });
      return data.team.add;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export function useUpdateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; input: MembershipInput }) => {
      const data = await request(updateMembershipDocument, variables, { notify: false });
      return data.team.updateMembership;
    },
    // MEMBER_NOT_FOUND too: the list may still show a member another tab removed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
