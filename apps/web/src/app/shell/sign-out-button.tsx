import { useTranslation } from '../../lib/i18n/use-translation';
import { LogOut } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from './use-sign-out';

// Small screens have no room for the user menu; sign-out stays one tap away.
export function SignOutButton() {
  const { t } = useTranslation();
  const { signingOut, signOut } = useSignOut();
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={signingOut}
      aria-label={signingOut ? t('signingOut') : t('signOut')}
      className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {signingOut ? <Spinner /> : <LogOut className="size-5" aria-hidden="true" />}
    </button>
  );
}
