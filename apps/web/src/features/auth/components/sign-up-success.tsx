import { useTranslation } from '../../../lib/i18n/use-translation';
import { messageText } from '../../../lib/i18n/message-text';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { SIGN_IN_PATH } from '@back-office/domain/routes';
import { AuthCard } from './auth-card';

// `referral`: the key of what the referral code came to, if one was given.
export function SignUpSuccess({ referral }: { referral: string | null }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('accountCreated')}>
      <div role="status" className="flex flex-col items-center text-center">
        <CircleCheck className="size-14 text-emerald-500" aria-hidden="true" />
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('accountCreatedText')}</p>
        {referral && (
          <p
            data-testid="referral-notice"
            className="mt-2 text-sm text-slate-600 dark:text-slate-400"
          >
            {messageText(referral)}
          </p>
        )}
        <Link
          to={SIGN_IN_PATH}
          className="mt-6 inline-flex min-h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('goToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
