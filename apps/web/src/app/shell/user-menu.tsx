import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { roleCan } from '@back-office/domain/actions';
import type { AppRole } from '@back-office/domain/roles';
import { Spinner } from '../../components/ui/spinner';
import { usePopover } from '../../components/ui/use-popover';
import type { Employee, Membership } from '../../lib/session/session-store';
import { PersonAvatar, personName } from './person-avatar';
import { RoleBadges } from '../../components/ui/role-badges';
import { useSignOut } from './use-sign-out';

const ACTION_CLASS =
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:text-slate-200 dark:hover:bg-slate-800';

// The user menu of large screens: avatar, name, role badges, My Profile, Sign out.
export function UserMenu({
  employee,
  business,
  role,
}: {
  employee: Employee;
  business: Membership | null;
  role: AppRole | null;
}) {
  const { t } = useTranslation();
  const { open, setOpen, triggerRef, panelRef } = usePopover();
  const { signingOut, signOut } = useSignOut();
  const panelId = useId();
  const name = personName(employee);

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('accountMenu', { name })}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
      >
        <PersonAvatar employee={employee} className="size-8" />
        <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-2 pt-1 pb-3 dark:border-slate-800">
            <PersonAvatar employee={employee} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {employee.email}
              </p>
              {business && (
                <div className="mt-1.5">
                  <RoleBadges roles={business.roles.map((entry) => entry.name)} />
                </div>
              )}
            </div>
          </div>
          <div className="pt-2">
            {roleCan(role, 'user-menu:profile') && (
              <Link to="/profile" onClick={() => setOpen(false)} className={ACTION_CLASS}>
                <UserRound className="size-4" aria-hidden="true" />
                {t('myProfile')}
              </Link>
            )}
            <button type="button" onClick={signOut} disabled={signingOut} className={ACTION_CLASS}>
              {signingOut ? <Spinner /> : <LogOut className="size-4" aria-hidden="true" />}
              {signingOut ? t('signingOut') : t('signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
