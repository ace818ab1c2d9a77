import { normalizeRole } from './roles';

// The selectedBusiness claim of a verified access token.
export interface SelectedBusinessClaim {
  merchantId: string;
  roles: string[];
  permissions: string[];
}

// Known role names compare by their normalised role, so 'su' satisfies 'ADMIN'; unknown names
// still match themselves regardless of case.
function roleKey(name: string): string {
  return normalizeRole(name) ?? name.trim().toUpperCase();
}

export function hasAccess(
  selected: SelectedBusinessClaim | null | undefined,
  required: { roles?: readonly string[]; permissions?: readonly string[] },
): boolean {
  if (!selected) return false;
  const requiredRoles = required.roles ?? [];
  const requiredPermissions = required.permissions ?? [];
  const heldRoles = new Set(selected.roles.map(roleKey));
  const rolesOk =
    requiredRoles.length === 0 || requiredRoles.some((role) => heldRoles.has(roleKey(role)));
  const permissionsOk =
    requiredPermissions.length === 0 ||
    requiredPermissions.some((permission) => selected.permissions.includes(permission));
  return rolesOk && permissionsOk;
}
