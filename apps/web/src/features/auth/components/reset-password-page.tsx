import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { resultCodeText } from '@back-office/domain/result-codes';
import { SIGN_IN_PATH } from '@back-office/domain/routes';
import {
  resetPasswordRequestSchema,
  type ResetPasswordRequest,
} from '@back-office/domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { saidOf } from '../../../lib/graphql/errors';
import { messageText } from '../../../lib/i18n/message-text';
import { usePageMeta } from '../../../lib/page-meta';
import { showToast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

const resolver = zodResolver(resetPasswordRequestSchema);

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta('pageResetPassword', 'pageResetPasswordDescription');
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ResetPasswordRequest, unknown, ResetPasswordRequest>({
    resolver,
    defaultValues: { email: '' },
  });

  // The email's problem and every outcome are reported as toasts.
  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        const result = await resetPassword(email);
        if (result.success) {
          showToast('success', t('resetLinkSent'));
          return;
        }
        const code = result.messageCode;
        showToast('error', messageText(code ? (resultCodeText(code) ?? code) : 'resetLinkFailed'));
      } catch (error) {
        showToast(
          'error',
          messageText(error instanceof Error && error.message ? saidOf(error) : 'unexpectedError'),
        );
      }
    },
    (errors) => {
      if (errors.email?.message) showToast('error', messageText(errors.email.message));
    },
  );

  return (
    <AuthCard title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          required
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('sending') : t('sendResetLink')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={SIGN_IN_PATH}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
        >
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
