import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { RESULT_CODES, resultCodeText } from '@back-office/domain/result-codes';
import { SIGN_IN_PATH } from '@back-office/domain/routes';
import { newPasswordSchema, type NewPasswordValues } from '@back-office/domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { messageText } from '../../../lib/i18n/message-text';
import { usePageMeta } from '../../../lib/page-meta';
import { completePasswordReset } from '../api/complete-password-reset';
import { AuthCard } from './auth-card';

const resolver = zodResolver(newPasswordSchema);

const linkClass =
  'mt-6 inline-flex min-h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

// The page the reset email links to (/reset-password/confirm?token=...).
export function NewPasswordPage() {
  const { t } = useTranslation();
  usePageMeta('pageNewPassword', 'pageNewPasswordDescription');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(token ? null : 'invalid');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues, unknown, NewPasswordValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await completePasswordReset(values.token, values.password);
    } catch {
      return; // the client has already toasted the failure
    }
    if (result.success) setOutcome('done');
    else if (result.messageCode === RESULT_CODES.SAME_PASSWORD)
      setError('password', { message: 'newPasswordMustDiffer' });
    else if (result.messageCode === RESULT_CODES.INVALID_RESET_TOKEN) setOutcome('invalid');
    else
      setError('password', {
        message: resultCodeText(result.messageCode) ?? 'unexpectedError',
      });
  });

  if (outcome === 'done') {
    return (
      <AuthCard title={t('newPasswordTitle')}>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('passwordResetDone')}
        </p>
        <Link to={SIGN_IN_PATH} className={linkClass}>
          {t('goToSignIn')}
        </Link>
      </AuthCard>
    );
  }

  if (outcome === 'invalid') {
    return (
      <AuthCard title={t('newPasswordTitle')}>
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('invalidResetToken')}
        </p>
        <Link to="/reset-password" className={linkClass}>
          {t('requestNewLink')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('newPasswordTitle')} subtitle={t('newPasswordSubtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {errors.token?.message && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {messageText(errors.token.message)}
          </p>
        )}
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('saving') : t('setNewPassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
