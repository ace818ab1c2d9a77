import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  DRAWER_WIDTH_PX,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_WIDTH_PX,
} from '@back-office/domain/constants';
import { ComponentErrorBoundary } from '../../components/ui/component-error-boundary';
import { Dialog } from '../../components/ui/dialog';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { PageErrorBoundary } from '../../components/ui/page-error-boundary';
import { SectionErrorBoundary } from '../../components/ui/section-error-boundary';
import { BusinessSelectionModal } from '../../features/business/components/business-selection-modal';
import { InstallPrompt } from '../../features/install-prompt/components/install-prompt';
import { useProblemReport } from '../../lib/report-problem';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session/use-session';
import { RouteAccess } from '../route-access';
import { AmountsToggle } from './amounts-toggle';
import { switchBusiness } from './business-switcher';
import { Header, SIDEBAR_ID } from './header';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import { ShellFooter } from './shell-footer';
import { SidebarContent } from './sidebar';
import { setDrawerOpen, useSidebarState } from './sidebar-state';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useDashboardPreload, useNetworkErrorReports } from './use-shell-effects';
import { useSignOut } from './use-sign-out';

// "Report a problem" (scan, invoice, offer) opens the support feature's New ticket dialog; it is
// fetched the first time one is asked for.
const ReportProblemHost = lazy(() =>
  import('../../features/support/components/report-problem-host').then((m) => ({
    default: m.ReportProblemHost,
  })),
);

// The signed-in frame: sidebar or phone drawer, header, the page
// inside a section boundary that a route change resets, and the footer.
export function ShellLayout() {
  const { t } = useTranslation();
  const { employee, selectedBusiness, role } = useSession();
  const { collapsed, drawerOpen } = useSidebarState();
  const isMobile = useIsMobile();
  const problemReport = useProblemReport();
  const { signOut } = useSignOut();
  useKeyboardShortcuts(role);
  useDashboardPreload();
  useNetworkErrorReports();

  // A drawer left open while the window grew wider would reappear on the next phone-sized view.
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const closeDrawer = () => setDrawerOpen(false);

  return (
    <PageErrorBoundary>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-brand-600 dark:bg-slate-900 dark:text-brand-100"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh">
        {!isMobile && (
          <aside
            id={SIDEBAR_ID}
            aria-label={t('sidebar')}
            style={{ width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_WIDTH_PX }}
            className="sticky top-0 h-dvh shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900"
          >
            <SidebarContent
              role={role}
              employee={employee}
              business={selectedBusiness}
              collapsed={collapsed}
            />
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            employee={employee}
            business={selectedBusiness}
            role={role}
            isMobile={isMobile}
            collapsed={collapsed}
            drawerOpen={drawerOpen}
          />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <SectionErrorBoundary>
              {selectedBusiness ? (
                <RouteAccess role={role} />
              ) : (
                <BusinessSelectionModal
                  businesses={employee?.businesses ?? []}
                  currentMerchantId={null}
                  onSelect={switchBusiness}
                  onSignOut={signOut}
                />
              )}
            </SectionErrorBoundary>
          </main>
          <ShellFooter />
        </div>
      </div>
      {isMobile && drawerOpen && (
        <Dialog
          variant="drawer"
          width={DRAWER_WIDTH_PX}
          title={t('menu')}
          onClose={closeDrawer}
          closeLabel={t('closeMenu')}
        >
          <SidebarContent
            role={role}
            employee={employee}
            business={selectedBusiness}
            collapsed={false}
            onNavigate={closeDrawer}
          >
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              <LanguageSwitcher />
              <AmountsToggle withLabel />
            </div>
          </SidebarContent>
        </Dialog>
      )}
      <KeyboardHelpDialog role={role} />
      {problemReport && (
        <ComponentErrorBoundary>
          <Suspense fallback={null}>
            <ReportProblemHost />
          </Suspense>
        </ComponentErrorBoundary>
      )}
      {employee && (
        <ComponentErrorBoundary>
          <InstallPrompt employeeId={employee._id} />
        </ComponentErrorBoundary>
      )}
    </PageErrorBoundary>
  );
}
