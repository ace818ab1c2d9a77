import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { SignInValues } from '@back-office/domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { readItem, writeItem } from '../../../lib/browser-storage';
import { REMEMBERED_EMAIL_KEY } from '../../../lib/storage-keys';
import { messageText } from '../../../lib/i18n/message-text';
import { usePageMeta } from '../../../lib/page-meta';
import { loadToastLibrary } from '../../../lib/toast';
import { beginSignIn, type Employee } from '../../../lib/session/session-store';
import { AuthCard } from './auth-card';
import { SocialLinks } from './social-links';

// The sign-in page is the one most visitors load first and must stay under the size budget that
// e2e/bundle-size.spec.ts checks, so it handles its three fields itself instead of carrying
// react-hook-form, and fetches the shared schema, the request code and the toasts on the first
// interaction with the form.
const loadSchema = () =>
  import('@back-office/domain/schemas/auth').then((module) => module.signInSchema);
const loadLogin = () => import('../api/employee-login');

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
interface FormValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

async function check(
  values: FormValues,
): Promise<{ data: SignInValues | null; errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { data: null, errors };
}

export function SignInPage({ onSignedIn }: { onSignedIn: (employee: Employee) => Promise<void> }) {
  const { t } = useTranslation();
  usePageMeta('pageSignIn', 'pageSignInDescription');
  // "Remember me" keeps the email for the next visit; the session itself always lasts as long as
  // the server's refresh cookie.
  const [values, setValues] = useState<FormValues>(() => {
    const remembered = readItem(REMEMBERED_EMAIL_KEY);
    return { email: remembered ?? '', password: '', rememberMe: remembered !== null };
  });
  // A field's message shows once the field was left, or the form submitted; after that
  // it follows every change.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  async function revalidate(next: FormValues, shown: Record<Field, boolean>) {
    const { errors: found } = await check(next);
    setErrors({
      email: shown.email ? found.email : undefined,
      password: shown.password ? found.password : undefined,
    });
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) void revalidate(next, touched);
  }

  function leave(field: Field) {
    const shown = { ...touched, [field]: true };
    setTouched(shown);
    void revalidate(values, shown);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      setTouched({ email: true, password: true });
      const { data, errors: found } = await check(values);
      setErrors(found);
      if (!data) {
        const firstInvalid = found.email ? 'email' : 'password';
        inputs.current[firstInvalid]?.focus();
        return;
      }
      let result;
      let login;
      try {
        login = await loadLogin();
        result = await login.employeeLogin({ email: data.email, password: data.password });
      } catch {
        return; // the client has already toasted the failure
      }
      if (!result.success || !result.token || !result.employee) {
        setFailure(messageText(login.loginFailureMessage(result.messageCode)));
        return;
      }
      writeItem(REMEMBERED_EMAIL_KEY, data.rememberMe ? data.email : null);
      beginSignIn(result.token, result.employee);
      await onSignedIn(result.employee);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => {
          void loadSchema();
          void loadLogin();
          void loadToastLibrary();
        }}
        className="space-y-4"
      >
        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
          >
            {failure}
          </p>
        )}
        <TextField
          ref={(element) => {
            inputs.current.email = element;
          }}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          onBlur={() => leave('email')}
          error={errors.email}
        />
        <PasswordField
          ref={(element) => {
            inputs.current.password = element;
          }}
          label={t('password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          onBlur={() => leave('password')}
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField
            label={t('rememberMe')}
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
          />
          <Link
            to="/reset-password"
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-300"
          >
            {t('forgotPassword')}
          </Link>
        </div>
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t('signingIn') : t('signIn')}
        </Button>
      </form>

      <div className="my-5 flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <Button variant="secondary" disabled className="w-full" title={t('googleUnavailable')}>
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
          />
        </svg>
        {t('signInWithGoogle')}
      </Button>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('noAccount')}{' '}
        <Link
          to="/signup"
          className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
        >
          {t('signUp')}
        </Link>
      </p>
      <SocialLinks />
    </AuthCard>
  );
}
