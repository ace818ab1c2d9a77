import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CAMPAIGN_PLACEMENTS } from '@back-office/domain/advertisement';
import { todayIn } from '@back-office/domain/periods';
import type { CampaignInput, CampaignTerms } from '@back-office/domain/schemas/advertisement';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useBusinessTimeZone } from '../../../lib/business-profile/use-business-date-format';
import { saveForm } from '../../../lib/forms';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCreateCampaign, useOfferChoices, useUpdateCampaign } from '../api/advertisement';
import {
  CAMPAIGN_FORM_FIELDS,
  campaignFormSchema,
  campaignFormValues,
  campaignTermsFormSchema,
  lockedTerms,
  type CampaignFormValues,
} from '../campaign-form';
import { CAMPAIGN_PLACEMENT_LABELS } from '../labels';

const hintClass = 'text-xs text-slate-600 dark:text-slate-400';

// A new campaign of the selected business (sent for review), or the terms of one: all of them
// while it is pending; once approved its offer, placement and price stay.
export function CampaignDialog({
  campaign,
  onClose,
}: {
  campaign: CampaignFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const lockedHintId = useId();
  const today = todayIn(useBusinessTimeZone());
  const choices = useOfferChoices(!campaign);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const locked = campaign ? lockedTerms(campaign, today) : {};
  const priceLocked = locked.priceMinor !== undefined;
  const startLocked = locked.startsOn !== undefined;
  const form = useForm<CampaignFormValues, unknown, CampaignInput | CampaignTerms>({
    resolver: zodResolver(campaign ? campaignTermsFormSchema(locked) : campaignFormSchema),
    mode: 'onTouched',
    defaultValues: campaignFormValues(campaign, today),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const offerId = useWatch({ control, name: 'offerId' });
  const chosen = choices.data?.find((choice) => choice._id === offerId);
  const currency = campaign?.currency ?? chosen?.currency;

  const onSubmit = handleSubmit(async (values) => {
    // The terms alone go with an update: the API refuses fields its input does not have.
    const { startsOn, endsOn, budgetMinor, priceMinor } = values;
    const terms = { startsOn, endsOn, budgetMinor, priceMinor };
    const saved = await saveForm(
      () =>
        campaign
          ? update.mutateAsync({ id: campaign._id, input: terms })
          : // A new campaign's form is read by campaignFormSchema: its output is CampaignInput.
            create.mutateAsync(values as CampaignInput),
      CAMPAIGN_FORM_FIELDS,
      setError,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={campaign ? t('campaignEditTitle', { title: campaign.offerTitle }) : t('campaignNew')}
      description={campaign ? undefined : t('campaignFormText')}
      submitLabel={isSubmitting ? t('saving') : campaign ? t('campaignSave') : t('campaignSubmit')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {campaign ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('campaignOffer')}</dt>
            <dd className="font-medium">{campaign.offerTitle}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('campaignPlacement')}</dt>
            <dd className="font-medium">{label(CAMPAIGN_PLACEMENT_LABELS, campaign.placement)}</dd>
          </div>
        </dl>
      ) : !choices.isSuccess ? (
        <QueryStatus failed={choices.isError} onRetry={() => void choices.refetch()} />
      ) : (
        <>
          <SelectField
            label={t('campaignOffer')}
            required
            data-autofocus
            error={errors.offerId?.message}
            options={[
              { value: '', label: t('campaignChooseOffer') },
              ...choices.data.map((choice) => ({ value: choice._id, label: choice.title })),
            ]}
            {...register('offerId')}
          />
          {choices.data.length === 0 && <p className={hintClass}>{t('campaignNoOfferChoices')}</p>}
          <SelectField
            label={t('campaignPlacement')}
            required
            error={errors.placement?.message}
            options={CAMPAIGN_PLACEMENTS.map((placement) => ({
              value: placement,
              label: label(CAMPAIGN_PLACEMENT_LABELS, placement),
            }))}
            {...register('placement')}
          />
        </>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('campaignStartsOn')}
          required={!startLocked}
          disabled={startLocked}
          {...(startLocked ? { 'aria-describedby': lockedHintId } : {})}
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextField
          type="date"
          label={t('campaignEndsOn')}
          required
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
        <TextField
          label={t('campaignBudget')}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.budgetMinor?.message}
          {...register('budgetMinor')}
        />
        <TextField
          label={t('campaignPrice')}
          required={!priceLocked}
          disabled={priceLocked}
          inputMode="decimal"
          autoComplete="off"
          error={errors.priceMinor?.message}
          {...(priceLocked ? { 'aria-describedby': lockedHintId } : {})}
          {...register('priceMinor')}
        />
      </div>
      {priceLocked && (
        <p id={lockedHintId} className={hintClass}>
          {startLocked ? t('campaignStartedLockedHint') : t('campaignPriceLockedHint')}
        </p>
      )}
      {currency && <p className={hintClass}>{t('campaignAmountsIn', { currency })}</p>}
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
