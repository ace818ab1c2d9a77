import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus, Trash2 } from 'lucide-react';
import { INPUT_MAX } from '@back-office/domain/constants';
import { PLAN_INTERVALS, SUBSCRIPTION_RULES } from '@back-office/domain/subscriptions';
import { NamePriceFields } from '../../../components/offering/name-price-fields';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import type { SubscriptionPlanFieldsFragment } from '../../../gql/graphql';
import { saveForm } from '../../../lib/forms';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PLAN_INTERVAL_LABELS } from '../../../lib/subscription-labels';
import { useSavePlan } from '../api/subscriptions';
import {
  PLAN_FORM_FIELDS,
  planFormSchema,
  planFormValues,
  type PlanFormValues,
} from '../plan-form';

const resolver = zodResolver(planFormSchema);

// Creates a plan, or changes one: a new price applies from each subscriber's next invoice.
export function PlanDialog({
  plan,
  onClose,
}: {
  plan: SubscriptionPlanFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const save = useSavePlan();
  const form = useForm<PlanFormValues, unknown, ReturnType<typeof planFormSchema.parse>>({
    resolver,
    mode: 'onTouched',
    defaultValues: planFormValues(plan),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const features = useFieldArray({ control, name: 'features' });

  const onSubmit = handleSubmit(async (input) => {
    const saved = await saveForm(
      () => save.mutateAsync({ id: plan?._id ?? null, input }),
      PLAN_FORM_FIELDS,
      setError,
    );
    if (saved) onClose();
  });
  const featuresError = errors.features?.message ?? errors.features?.root?.message;

  return (
    <FormDialog
      title={plan ? t('planEditTitle') : t('planNew')}
      description={plan ? t('planEditText') : undefined}
      submitLabel={isSubmitting ? t('saving') : t('planSave')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <NamePriceFields
          labels={{ nameEn: t('planNameEn'), nameEl: t('planNameEl'), price: t('planPrice') }}
          columns={3}
        >
          <SelectField
            label={t('planInterval')}
            options={PLAN_INTERVALS.map((i) => ({
              value: i,
              label: label(PLAN_INTERVAL_LABELS, i),
            }))}
            {...register('interval')}
          />
        </NamePriceFields>
      </FormProvider>
      <TextField
        label={t('planTrialDays')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.trialDays?.message}
        {...register('trialDays')}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('planFeatures')}
        </legend>
        {features.fields.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('planFeaturesEmpty')}</p>
        )}
        {features.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-800"
          >
            <TextField
              label={t('planFeatureEn', { n: index + 1 })}
              maxLength={INPUT_MAX}
              autoComplete="off"
              {...register(`features.${index}.en`)}
            />
            <TextField
              className="col-start-1 sm:col-start-auto"
              label={t('planFeatureEl', { n: index + 1 })}
              lang="el"
              maxLength={INPUT_MAX}
              autoComplete="off"
              {...register(`features.${index}.el`)}
            />
            <Button
              variant="ghost"
              className="row-span-2 row-start-1 self-center sm:row-span-1 sm:self-end"
              aria-label={t('planFeatureRemove', { n: index + 1 })}
              onClick={() => features.remove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {featuresError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {messageText(featuresError)}
          </p>
        )}
        {features.fields.length < SUBSCRIPTION_RULES.maxFeatures && (
          <Button variant="secondary" onClick={() => features.append({ en: '', el: '' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('planFeatureAdd')}
          </Button>
        )}
      </fieldset>
      <SwitchField
        label={t('planActive')}
        description={t('planActiveText')}
        {...register('active')}
      />
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
