import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  BUSINESS_SETTINGS_DEFAULTS,
  CURRENCIES,
  LANGUAGES,
  type Language,
} from '@back-office/domain/constants';
import { DATE_FORMATS } from '@back-office/domain/people';
import {
  businessSettingsSchema,
  type BusinessSettingsInput,
} from '@back-office/domain/schemas/people';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import type { BusinessProfileFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateBusinessSettings } from '../api/update-business-settings';

type Settings = BusinessProfileFieldsFragment['settings'];

const resolver = zodResolver(businessSettingsSchema);

const FIELDS = ['currency', 'timezone', 'language', 'dateFormat', 'notifications'] as const;

// Each language is named in itself, as in the language switcher.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', el: 'Ελληνικά' };

// The API sends plain strings. The server stores only what this schema accepts, so they parse;
// the default settings stand in for a value only a newer server would know.
function formValues(settings: Settings): BusinessSettingsInput {
  const parsed = businessSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : BUSINESS_SETTINGS_DEFAULTS;
}

// The browser knows every IANA zone; a stored zone it does not list still shows as chosen.
function timezoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

// The business settings: how amounts and dates are shown, and how the business is notified.
export function SettingsForm({ settings, editable }: { settings: Settings; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateBusinessSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: formValues(settings) });

  // Currency names come from the browser in the reader's language.
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return CURRENCIES.map((code) => ({
      value: code,
      label: `${names.of(code) ?? code} (${code})`,
    }));
  }, [i18n.language]);
  const zones = useMemo(() => timezoneOptions(settings.timezone), [settings.timezone]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      if (!result.profile) return;
      reset(formValues(result.profile.settings));
      showToast('success', t('changesSaved'));
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset disabled={!editable} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('businessProfileCurrency')}
            options={currencyOptions}
            error={errors.currency?.message}
            {...register('currency')}
          />
          <SelectField
            label={t('businessProfileTimezone')}
            options={zones}
            error={errors.timezone?.message}
            {...register('timezone')}
          />
          <SelectField
            label={t('businessProfileLanguage')}
            options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            error={errors.language?.message}
            {...register('language')}
          />
          <SelectField
            label={t('businessProfileDateFormat')}
            options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
            error={errors.dateFormat?.message}
            {...register('dateFormat')}
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('businessProfileNotifications')}
          </h3>
          <div className="mt-3 space-y-3">
            <SwitchField
              label={t('businessProfileNotifyEmail')}
              {...register('notifications.email')}
            />
            <SwitchField label={t('businessProfileNotifySms')} {...register('notifications.sms')} />
            <SwitchField
              label={t('businessProfileNotifyPush')}
              {...register('notifications.push')}
            />
          </div>
        </div>
      </fieldset>
      {editable && (
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('saving') : t('businessProfileSaveSettings')}
        </Button>
      )}
    </form>
  );
}
