import { useCallback } from 'react';
import { rolesCan, type Action } from '@back-office/domain/actions';
import { decodeAccessToken } from './access-token';
import { useSession } from './use-session';

// Whether the roles of the selected business (as stored, else as the token says) hold an action
// of the domain's table. It only hides what the server would refuse; the server checks every call.
export function useCan(): (action: Action) => boolean {
  const { selectedBusiness, token } = useSession();
  return useCallback(
    (action: Action) => {
      const roles =
        selectedBusiness?.roles.map((role) => role.name) ??
        (token ? decodeAccessToken(token)?.selectedBusiness?.roles : undefined) ??
        [];
      return rolesCan(roles, action);
    },
    [selectedBusiness, token],
  );
}
