import type { Permission } from '@back-office/domain/roles';
import { hasPermission } from '@back-office/domain/access';
import { decodeAccessToken } from './access-token';
import { useSession } from './use-session';

// SPEC §6: true only if a role of the selected business (in the token) includes the permission.
// It only hides what the server would refuse; the server checks every call itself.
export function usePermission(permission: Permission): boolean {
  const { token } = useSession();
  return hasPermission(token ? decodeAccessToken(token)?.selectedBusiness : null, permission);
}
