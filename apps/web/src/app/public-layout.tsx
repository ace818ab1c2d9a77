import { Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { APP_VERSION_LABEL } from '@back-office/domain/constants';
import { LanguageSwitcher } from '../components/ui/language-switcher';
import { Logo } from '../components/ui/logo';
import { LogoSpinner } from '../components/ui/logo-spinner';
import { ThemeToggle } from '../components/ui/theme-toggle';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-4">
        <Link
          to="/signin"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
          <span className="text-lg font-bold whitespace-nowrap">{t('appName')}</span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700 max-sm:hidden dark:bg-brand-500/15 dark:text-brand-100">
            {APP_VERSION_LABEL}
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex-1">
        <Suspense fallback={<LogoSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
        <Link to="/all-legals" className="hover:underline">
          {t('legalAndPolicies')}
        </Link>
      </footer>
    </div>
  );
}
