import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { APP_VERSION_LABEL } from '@back-office/domain/constants';
import { openModal } from '../../lib/modals/modal-store';
import { HELP_MODAL_ID } from './use-keyboard-shortcuts';

const LINK_CLASS =
  'rounded hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-slate-100';

export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <span>
        {t('appName')} · {APP_VERSION_LABEL}
      </span>
      <Link to="/all-legals" className={LINK_CLASS}>
        {t('legalAndPolicies')}
      </Link>
      <button type="button" onClick={() => openModal(HELP_MODAL_ID)} className={LINK_CLASS}>
        {t('keyboardShortcuts')}
      </button>
    </footer>
  );
}
