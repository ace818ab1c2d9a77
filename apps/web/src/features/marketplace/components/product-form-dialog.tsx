import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@back-office/domain/catalog';
import { CURRENCIES, INPUT_MAX, type Currency } from '@back-office/domain/constants';
import type { ProductInput } from '@back-office/domain/schemas/marketplace';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import type { Product } from '../api/product-fields';
import { useSaveProduct } from '../api/save-product';
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS } from '../labels';
import {
  PRODUCT_FORM_FIELDS,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from '../product-form';
import { ProductImageField } from './product-image-field';

const resolver = zodResolver(productFormSchema);

interface ProductFormDialogProps {
  // null creates a product in the selected business.
  product: Product | null;
  // A new product's currency: the business's.
  currency: Currency;
  onClose: () => void;
}

export function ProductFormDialog({ product, currency, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: productFormValues(product, currency),
  });

  const description = useWatch({ control, name: 'description' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: product?._id, input });
      showToast('success', t(product ? 'productSaved' : 'productCreated'));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, PRODUCT_FORM_FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={product ? t('productEditTitle') : t('productCreateTitle')}
      submitLabel={product ? t('actionSave') : t('productCreate')}
      submitting={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="imageId"
        render={({ field }) => (
          <ProductImageField
            currentUrl={product?.imageUrl ?? null}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageId?.message}
            onRefused={(message) =>
              message ? setError('imageId', { message }) : clearErrors('imageId')
            }
          />
        )}
      />
      <TextField
        label={t('productName')}
        required
        data-autofocus
        maxLength={INPUT_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={t('productDescription')}
        count={description.length}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('productCategory')}
          required
          error={errors.category?.message}
          options={[
            { value: '', label: t('productChooseCategory') },
            ...PRODUCT_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) })),
          ]}
          {...register('category')}
        />
        <SelectField
          label={t('productStatus')}
          error={errors.status?.message}
          options={PRODUCT_STATUSES.map((value) => ({
            value,
            label: t(PRODUCT_STATUS_LABELS[value]),
          }))}
          {...register('status')}
        />
        <TextField
          label={t('productPrice')}
          required
          inputMode="decimal"
          error={errors.priceMinor?.message}
          {...register('priceMinor')}
        />
        <SelectField
          label={t('productCurrency')}
          error={errors.currency?.message}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
          {...register('currency')}
        />
        <TextField
          label={t('productSku')}
          maxLength={INPUT_MAX}
          error={errors.sku?.message}
          {...register('sku')}
        />
        {!product && (
          <TextField
            label={t('productStock')}
            inputMode="numeric"
            error={errors.stockQuantity?.message}
            {...register('stockQuantity')}
          />
        )}
        <TextField
          label={t('productLowStockThreshold')}
          inputMode="numeric"
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold')}
        />
      </div>
      {product && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('productStockNote', { quantity: product.stockQuantity })}
        </p>
      )}
      <TextField
        label={t('productTags')}
        placeholder={t('productTagsPlaceholder')}
        maxLength={INPUT_MAX}
        error={errors.tags?.message}
        {...register('tags')}
      />
    </FormDialog>
  );
}
