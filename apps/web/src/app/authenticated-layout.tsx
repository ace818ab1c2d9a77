import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronsUpDown, LogOut } from 'lucide-react';
import { HOME_PATH, SIGN_IN_PATH } from '@back-office/domain/routes';
import { LanguageSwitcher } from '../components/ui/language-switcher';
import { Logo } from '../components/ui/logo';
import { Spinner } from '../components/ui/spinner';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { selectBusiness } from '../features/business/api/select-business';
import { BusinessAvatar } from '../features/business/components/business-avatar';
import { BusinessSelectionModal } from '../features/business/components/business-selection-modal';
import { queryClient } from '../lib/query-client';
import { signOut } from '../lib/session/sign-out';
import { useFreshEmployee } from '../lib/session/use-fresh-employee';
import { useSession } from '../lib/session/use-session';
import { RouteAccess } from './route-access';

// The minimal signed-in frame of issue 3: the business (and its switcher), sign-out, the page.
// The full shell (sidebar, menus, widgets) replaces it later.
export function AuthenticatedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

function SignedInFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { employee, selectedBusiness, role } = useSession();
  const [switching, setSwitching] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  useFreshEmployee(employee);
  const businesses = employee?.businesses ?? [];
  const canSwitch = businesses.length > 1;

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  // SPEC §4: choosing a business anywhere but at sign-in reloads the app on /, so nothing of the
  // previous business remains.
  async function switchTo(merchantId: string) {
    await selectBusiness(merchantId);
    window.location.assign(HOME_PATH);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Link
            to={HOME_PATH}
            className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Logo className="size-8" />
            <span className="hidden font-bold sm:inline">{t('appName')}</span>
          </Link>
          {selectedBusiness && (
            <div className="min-w-0 flex-1">
              {canSwitch ? (
                <button
                  type="button"
                  onClick={() => setSwitching(true)}
                  aria-haspopup="dialog"
                  aria-label={`${t('switchBusiness')}: ${selectedBusiness.merchantId.name}`}
                  className="flex max-w-full items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
                >
                  <BusinessAvatar business={selectedBusiness} className="size-8 text-sm" />
                  <span className="truncate font-medium">{selectedBusiness.merchantId.name}</span>
                  <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </button>
              ) : (
                <div className="flex items-center gap-2 px-2 py-1.5">
                  <BusinessAvatar business={selectedBusiness} className="size-8 text-sm" />
                  <span className="truncate font-medium">{selectedBusiness.merchantId.name}</span>
                </div>
              )}
            </div>
          )}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {employee && (
              <span className="hidden text-sm text-slate-600 lg:inline dark:text-slate-400">
                {t('signedInAs', { name: `${employee.firstName} ${employee.lastName}` })}
              </span>
            )}
            <LanguageSwitcher />
            <ThemeToggle />
            <button
              type="button"
              onClick={() => void onSignOut()}
              disabled={signingOut}
              className="inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {signingOut ? <Spinner /> : <LogOut className="size-4" aria-hidden="true" />}
              <span className="max-sm:sr-only">{signingOut ? t('signingOut') : t('signOut')}</span>
            </button>
          </div>
        </div>
      </header>

      <main className="flex-1">
        {selectedBusiness ? (
          <RouteAccess role={role} />
        ) : (
          <BusinessSelectionModal
            businesses={businesses}
            currentMerchantId={null}
            onSelect={switchTo}
            onSignOut={() => void onSignOut()}
          />
        )}
      </main>

      {switching && selectedBusiness && (
        <BusinessSelectionModal
          businesses={businesses}
          currentMerchantId={selectedBusiness.merchantId._id}
          onSelect={switchTo}
          onClose={() => setSwitching(false)}
        />
      )}
    </div>
  );
}
