import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultCodeText } from '@back-office/domain/result-codes';
import { changePasswordSchema } from '@back-office/domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { showServerFieldErrors } from '../../../lib/forms';
import { useSession } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

const resolver = zodResolver(changePasswordSchema);

const FIELDS = ['currentPassword', 'newPassword'] as const;

// The current password proves it is the owner at the keyboard; the server then signs out every
// other device, and the old password stops working.
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const email = useSession().employee?.email ?? '';
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await changePassword.mutateAsync({ currentPassword, newPassword });
      if (result.success) {
        reset();
        showToast('success', t('passwordChanged'));
        return;
      }
      const key = resultCodeText(result.messageCode);
      const message = key ? t(key) : t('unexpectedError');
      setError('currentPassword', { message }, { shouldFocus: true });
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {/* Tells password managers whose password this is. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('profileCurrentPassword')}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? t('saving') : t('profileChangePassword')}
      </Button>
    </form>
  );
}
