import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { INPUT_MAX } from '@back-office/domain/constants';
import type { OfferInput } from '@back-office/domain/schemas/marketplace';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatAmount } from '../../../lib/format-amount';
import { showServerFieldErrors } from '../../../lib/forms';
import { useSession } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { listProducts } from '../api/list-products';
import type { Offer } from '../api/offer-fields';
import { PRODUCTS_KEY } from '../api/product-fields';
import { useSaveOffer } from '../api/save-offer';
import {
  OFFER_FORM_FIELDS,
  offerFormSchema,
  offerFormValues,
  type OfferFormValues,
} from '../offer-form';

const resolver = zodResolver(offerFormSchema);
// The API's largest page: a business offers on its active products, rarely more than this.
const PRODUCT_CHOICES = 100;

// The selected business's active products to offer on (an ADMIN's own, the provider's: an
// offer belongs to the business that makes it).
function useProductChoices() {
  const merchantId = useSession().selectedBusiness?.merchantId._id ?? null;
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'choices', merchantId],
    queryFn: async () =>
      (
        await listProducts({
          filter: { merchantId, status: 'active' },
          sort: { field: 'name', direction: 'asc' },
          first: PRODUCT_CHOICES,
        })
      ).items,
  });
}

interface OfferFormDialogProps {
  // null creates an offer; it waits for an ADMIN's approval either way.
  offer: Offer | null;
  onClose: () => void;
}

export function OfferFormDialog({ offer, onClose }: OfferFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveOffer();
  const products = useProductChoices().data ?? [];
  // The form's first render decides the default window; later renders must not move it.
  const [now] = useState(() => new Date());
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, OfferInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: offerFormValues(offer, now),
  });
  const [pricing, description, productId, discount] = useWatch({
    control,
    name: ['pricing', 'description', 'productId', 'discountPercent'],
  });
  const product = products.find((choice) => choice._id === productId);
  const percent = Number(discount);
  const preview =
    pricing === 'discount' && product && Number.isInteger(percent) && percent >= 1 && percent <= 100
      ? formatAmount(Math.round((product.priceMinor * (100 - percent)) / 100), product.currency)
      : null;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: offer?._id, input });
      showToast('success', t(offer ? 'offerSaved' : 'offerCreated'));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, OFFER_FORM_FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={offer ? t('offerEditTitle') : t('offerCreateTitle')}
      description={t('offerApprovalNote')}
      submitLabel={offer ? t('offerSubmitAgain') : t('offerCreate')}
      submitting={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {offer?.rejectionReason && (
        <p
          role="note"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
        >
          {t('offerRejectedBecause', { reason: offer.rejectionReason })}
        </p>
      )}
      {/* Controlled: the choices arrive after the form, and an edit's product must show then. */}
      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <SelectField
            label={t('offerProduct')}
            error={errors.productId?.message}
            options={[
              { value: '', label: t('offerNoProduct') },
              ...products.map((choice) => ({
                value: choice._id,
                label: `${choice.name} (${formatAmount(choice.priceMinor, choice.currency)})`,
              })),
            ]}
            {...field}
          />
        )}
      />
      <TextField
        label={t('offerTitle')}
        required
        data-autofocus
        maxLength={INPUT_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={t('offerDescription')}
        count={description.length}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('offerPricing')}
        </legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="discount"
              className="accent-brand-600"
              {...register('pricing')}
            />
            {t('offerPricingDiscount')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="fixed"
              className="accent-brand-600"
              {...register('pricing')}
            />
            {t('offerPricingFixed')}
          </label>
        </div>
      </fieldset>
      {pricing === 'discount' ? (
        <div>
          <TextField
            label={t('offerDiscountPercent')}
            required
            inputMode="numeric"
            error={errors.discountPercent?.message}
            {...register('discountPercent')}
          />
          {preview && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('offerValuePreview', { value: preview })}
            </p>
          )}
        </div>
      ) : (
        <TextField
          label={t('offerFixedPrice')}
          required
          inputMode="decimal"
          error={errors.offerPriceMinor?.message}
          {...register('offerPriceMinor')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('offerValidFrom')}
          type="datetime-local"
          required
          error={errors.validFrom?.message}
          {...register('validFrom')}
        />
        <TextField
          label={t('offerValidUntil')}
          type="datetime-local"
          required
          error={errors.validUntil?.message}
          {...register('validUntil')}
        />
      </div>
      <TextField
        label={t('offerQuantity')}
        inputMode="numeric"
        placeholder={t('offerQuantityUnlimited')}
        error={errors.quantityAvailable?.message}
        {...register('quantityAvailable')}
      />
    </FormDialog>
  );
}
