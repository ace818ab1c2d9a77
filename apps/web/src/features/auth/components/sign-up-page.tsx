import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { REFERRAL_MESSAGES, REFERRAL_OUTCOME_TEXT } from '@back-office/domain/affiliates';
import { ERROR_CODES } from '@back-office/domain/errors';
import { resultCodeText } from '@back-office/domain/result-codes';
import {
  SIGNUP_FORM_DEFAULTS,
  SIGNUP_PAYLOAD_FIELDS,
  signupFormSchema,
  toSignupPayload,
  type SignupFormInput,
  type SignupFormValues,
} from '@back-office/domain/schemas/auth';
import { CompanyIdentityFields } from '../../../components/company/company-identity-fields';
import { PersonFields, type PersonFieldNames } from '../../../components/people/person-fields';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { GraphQLRequestError, NetworkError } from '../../../lib/graphql/errors';
import { translator } from '../../../lib/i18n/i18n';
import { messageText } from '../../../lib/i18n/message-text';
import { usePageMeta } from '../../../lib/page-meta';
import { signup } from '../api/signup';
import { AuthCard } from './auth-card';
import { SignUpSuccess } from './sign-up-success';

const resolver = zodResolver(signupFormSchema);

// The answers about a referral code come with this page, not with the sign-in page's texts.
let referralTextsLearnt = false;
function learnReferralTexts() {
  if (referralTextsLearnt) return;
  referralTextsLearnt = true;
  translator.addResourceBundle('en', 'translation', REFERRAL_MESSAGES, true, false);
}

// The sign-up form's own account of a failure, by key where it has one.
function failureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.said;
  if (error instanceof NetworkError) return 'networkErrorSignup';
  return 'unexpectedErrorTryAgain';
}

const referralText = (referral: string | null | undefined) =>
  referral && Object.hasOwn(REFERRAL_OUTCOME_TEXT, referral)
    ? REFERRAL_OUTCOME_TEXT[referral as keyof typeof REFERRAL_OUTCOME_TEXT]
    : null;

function isFormField(name: string): name is FieldPath<SignupFormInput> {
  return (SIGNUP_PAYLOAD_FIELDS as readonly string[]).includes(name);
}

const PERSON_NAMES: PersonFieldNames<SignupFormInput> = {
  firstName: 'employeeFirstName',
  lastName: 'employeeLastName',
  email: 'employeeEmail',
  phone: 'employeePhone',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} readOnly disabled />;
}

export function SignUpPage() {
  const { t } = useTranslation();
  usePageMeta('pageSignUp', 'pageSignUpDescription');
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ referral: string | null } | null>(null);
  // An affiliate's link (/signup?ref=CODE): the code is kept through the form and sent with it.
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  useState(learnReferralTexts);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: SIGNUP_FORM_DEFAULTS,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await signup({ ...toSignupPayload(values), referralCode });
      if (result.success) {
        setCreated({ referral: referralText(result.referral) });
        return;
      }
      setFailure(
        resultCodeText(result.messageCode) ?? (result.messageCode || 'registrationFailed'),
      );
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === ERROR_CODES.BAD_USER_INPUT) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isFormField(field)) setError(field, { message });
        }
      }
      setFailure(failureMessage(error));
    }
  });

  if (created) return <SignUpSuccess referral={created.referral} />;

  return (
    <AuthCard title={t('signUpTitle')} subtitle={t('signUpSubtitle')} wide>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-8">
          {failure && (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
            >
              {messageText(failure)}
            </p>
          )}
          <Section title={t('companySection')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <CompanyIdentityFields contactRequired />
              <ReadOnlyField label={t('businessRole')} value={t('valueMerchant')} />
            </div>
          </Section>

          <Section title={t('personalSection')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <PersonFields names={PERSON_NAMES} ownDetails phoneRequired />
              <ReadOnlyField label={t('employeeRole')} value={t('valueExecutive')} />
              <ReadOnlyField label={t('employeeStatus')} value={t('valueActive')} />
              <PasswordField
                label={t('password')}
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordField
                label={t('confirmPassword')}
                autoComplete="new-password"
                required
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
            </div>
          </Section>

          <CheckboxField
            required
            error={errors.terms?.message}
            label={
              <>
                {t('acceptTerms')}{' '}
                <Link
                  to="/business-manager-terms"
                  target="_blank"
                  className="font-medium text-brand-600 underline dark:text-brand-300"
                >
                  {t('termsLink')}
                </Link>
              </>
            }
            {...register('terms')}
          />

          <div className="space-y-4">
            <Button type="submit" loading={isSubmitting} className="w-full">
              {isSubmitting ? t('creatingAccount') : t('createAccount')}
            </Button>
            <p className="text-center text-sm text-slate-600 dark:text-slate-400">
              {t('haveAccount')}{' '}
              <Link
                to="/signin"
                className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
              >
                {t('signIn')}
              </Link>
            </p>
          </div>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
