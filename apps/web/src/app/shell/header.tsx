import { useTranslation } from '../../lib/i18n/use-translation';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { roleCan } from '@back-office/domain/actions';
import type { AppRole } from '@back-office/domain/roles';
import { ComponentErrorBoundary } from '../../components/ui/component-error-boundary';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ScannerButton } from '../../features/scanner/components/scanner-button';
import type { Employee, Membership } from '../../lib/session/session-store';
import { AmountsToggle } from './amounts-toggle';
import { BusinessSwitcher } from './business-switcher';
import { CreateMenu } from './create-menu';
import { PendingOffersLink } from './pending-offers-link';
import { toggleSidebar } from './sidebar-state';
import { SignOutButton } from './sign-out-button';
import { UserMenu } from './user-menu';

export const SIDEBAR_ID = 'shell-sidebar';

interface HeaderProps {
  employee: Employee | null;
  business: Membership | null;
  role: AppRole | null;
  isMobile: boolean;
  collapsed: boolean;
  drawerOpen: boolean;
}

// Each header widget has its own error boundary, so one that fails leaves the others.
export function Header({ employee, business, role, isMobile, collapsed, drawerOpen }: HeaderProps) {
  const { t } = useTranslation();
  const ToggleIcon = isMobile ? Menu : collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = isMobile
    ? t('openMenu')
    : collapsed
      ? t('expandSidebar')
      : t('collapseSidebar');

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-slate-200 bg-white/90 px-2 backdrop-blur sm:gap-2 sm:px-4 dark:border-slate-800 dark:bg-slate-900/90">
      <button
        type="button"
        onClick={() => toggleSidebar(isMobile)}
        aria-label={toggleLabel}
        aria-expanded={isMobile ? drawerOpen : !collapsed}
        aria-controls={isMobile ? undefined : SIDEBAR_ID}
        aria-keyshortcuts="Control+B"
        className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ToggleIcon className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        {business && (
          <BusinessSwitcher business={business} businesses={employee?.businesses ?? []} />
        )}
      </div>
      <div className="flex shrink-0 items-center gap-0.5 sm:gap-1.5">
        <ComponentErrorBoundary>
          <CreateMenu role={role} />
        </ComponentErrorBoundary>
        {roleCan(role, 'offer:approve') && (
          <ComponentErrorBoundary>
            <PendingOffersLink />
          </ComponentErrorBoundary>
        )}
        <ComponentErrorBoundary>
          <ScannerButton />
        </ComponentErrorBoundary>
        {!isMobile && <AmountsToggle />}
        <ComponentErrorBoundary>
          <NotificationBell />
        </ComponentErrorBoundary>
        {!isMobile && <LanguageSwitcher />}
        <ThemeToggle />
        {isMobile ? (
          <SignOutButton />
        ) : (
          employee && (
            <ComponentErrorBoundary>
              <UserMenu employee={employee} business={business} role={role} />
            </ComponentErrorBoundary>
          )
        )}
      </div>
    </header>
  );
}
