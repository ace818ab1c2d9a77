import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip';
import type { Employee, Membership } from '../../lib/session/session-store';
import { PersonAvatar, personName } from './person-avatar';

// The sidebar's profile card leads to /profile for every role: the page is open to anyone
// signed in, though the user menu offers it to ADMIN and EXECUTIVE only.
export function ProfileCard({
  employee,
  business,
  collapsed,
  onNavigate,
}: {
  employee: Employee;
  business: Membership | null;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const name = personName(employee);
  const link = (
    <Link
      to="/profile"
      onClick={onNavigate}
      aria-label={t('viewProfileOf', { name })}
      className={`flex items-center gap-3 rounded-xl border border-slate-200 p-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:hover:bg-slate-800 ${collapsed ? 'justify-center' : ''}`}
    >
      <PersonAvatar employee={employee} />
      {!collapsed && (
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{name}</span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
            {business?.position || employee.email}
          </span>
        </span>
      )}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip text={name} describes={false}>
      {() => link}
    </Tooltip>
  );
}
