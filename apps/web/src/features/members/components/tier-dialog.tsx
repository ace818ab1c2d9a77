import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import type { Programme } from '@back-office/domain/members';
import type { tierInputSchema } from '@back-office/domain/schemas/members';
import { NamePriceFields } from '../../../components/offering/name-price-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import type { MemberTierFieldsFragment } from '../../../gql/graphql';
import { saveForm } from '../../../lib/forms';
import { useSaveTier } from '../api/members';
import {
  TIER_FORM_FIELDS,
  tierFormSchema,
  tierFormValues,
  type TierFormValues,
} from '../tier-form';

// Creates a tier of the programme, or changes one: a new price applies from the next period.
export function TierDialog({
  programme,
  tier,
  nextRank,
  onClose,
}: {
  programme: Programme;
  tier: MemberTierFieldsFragment | null;
  nextRank: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTier();
  const form = useForm<TierFormValues, unknown, z.output<typeof tierInputSchema>>({
    resolver: zodResolver(tierFormSchema(programme)),
    mode: 'onTouched',
    defaultValues: tierFormValues(tier, nextRank),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    const saved = await saveForm(
      () => save.mutateAsync({ id: tier?._id ?? null, input }),
      TIER_FORM_FIELDS,
      setError,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={tier ? t('tierEditTitle') : t('tierNew')}
      description={tier ? t('tierEditText') : undefined}
      submitLabel={isSubmitting ? t('saving') : t('tierSave')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <NamePriceFields
          labels={{ nameEn: t('tierNameEn'), nameEl: t('tierNameEl'), price: t('tierPrice') }}
        >
          <TextField
            label={t('tierPeriodMonths')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.periodMonths?.message}
            {...register('periodMonths')}
          />
          <TextField
            label={t('tierRank')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.rank?.message}
            {...register('rank')}
          />
        </NamePriceFields>
      </FormProvider>
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('tierRankText')}</p>
      <SwitchField
        label={t('tierActive')}
        description={t('tierActiveText')}
        {...register('active')}
      />
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
