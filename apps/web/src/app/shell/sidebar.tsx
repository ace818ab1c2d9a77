import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { APP_VERSION_LABEL } from '@back-office/domain/constants';
import type { AppRole } from '@back-office/domain/roles';
import { HOME_PATH } from '@back-office/domain/routes';
import { Logo } from '../../components/ui/logo';
import type { Employee, Membership } from '../../lib/session/session-store';
import { ProfileCard } from './profile-card';
import { SidebarNav } from './sidebar-nav';

interface SidebarContentProps {
  role: AppRole | null;
  employee: Employee | null;
  business: Membership | null;
  collapsed: boolean;
  // Set in the phone drawer, which has its own title bar and closes on navigation.
  onNavigate?: () => void;
  // What the phone header has no room for, shown above the profile card.
  children?: ReactNode;
}

// What the sidebar holds, in its fixed column on large screens or in the phone drawer.
export function SidebarContent({
  role,
  employee,
  business,
  collapsed,
  onNavigate,
  children,
}: SidebarContentProps) {
  const { t } = useTranslation();
  const inDrawer = onNavigate !== undefined;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {!inDrawer && (
        <Link
          to={HOME_PATH}
          aria-label={t('appName')}
          className={`flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 dark:border-slate-800 ${collapsed ? 'justify-center' : ''}`}
        >
          <Logo className="size-8" />
          {!collapsed && (
            <>
              <span className="font-bold whitespace-nowrap">{t('appName')}</span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
                {APP_VERSION_LABEL}
              </span>
            </>
          )}
        </Link>
      )}
      <div className={`min-h-0 flex-1 overflow-y-auto ${inDrawer ? '' : 'p-3'}`}>
        <SidebarNav role={role} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      {children}
      {employee && (
        <div
          className={
            inDrawer ? 'pt-3' : 'shrink-0 border-t border-slate-200 p-3 dark:border-slate-800'
          }
        >
          <ProfileCard
            employee={employee}
            business={business}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </div>
      )}
    </div>
  );
}
