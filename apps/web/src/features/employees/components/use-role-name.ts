import { useTranslation } from '../../../lib/i18n/use-translation';
import { normalizeRole, roleLabel } from '@back-office/domain/roles';
import { useDomainLabel } from '../../../lib/i18n/use-domain-label';

// A role's name in the reader's language. su acts as ADMIN but is granted apart from
// it, so the form must tell the two apart.
export function useRoleName(): (name: string) => string {
  const { t } = useTranslation();
  const domainLabel = useDomainLabel();
  return (name) => {
    if (name.trim().toLowerCase() === 'su') return t('employeeRoleSu');
    const role = normalizeRole(name);
    return role ? domainLabel(`role.${role}`) : roleLabel(name);
  };
}
