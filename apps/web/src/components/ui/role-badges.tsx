import { useTranslation } from '../../lib/i18n/use-translation';
import { normalizeRole, roleBadgeStyle, roleLabel, type AppRole } from '@back-office/domain/roles';
import { useDomainLabel } from '../../lib/i18n/use-domain-label';

const BADGE_COLORS: Record<AppRole, string> = {
  ADMIN: 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  EXECUTIVE: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100',
  ACCOUNTANT: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  MARKETING: 'bg-fuchsia-50 text-fuchsia-700 dark:bg-fuchsia-500/15 dark:text-fuchsia-300',
  SALES: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  CASHIER: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  EMPLOYEE: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

// The roles of the selected business as badges; an unknown name shows capitalised, in the
// Employee style.
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const domainLabel = useDomainLabel();
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('roles')}>
      {roles.map((name) => {
        const role = normalizeRole(name);
        return (
          <li
            key={name}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_COLORS[roleBadgeStyle(name)]}`}
          >
            {role ? domainLabel(`role.${role}`) : roleLabel(name)}
          </li>
        );
      })}
    </ul>
  );
}
