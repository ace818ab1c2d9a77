import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import { resultCodeText } from '@back-office/domain/result-codes';
import { counterSaleInputSchema } from '@back-office/domain/schemas/sales';
import { Amount } from '../../../components/ui/amount';
import { LineItemsEditor } from '../../../components/line-items/line-items-editor';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import {
  formSchema,
  majorUnits,
  minorUnits,
  optionalNumber,
  showServerFieldErrors,
} from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useSaleCustomers, useSaleFilterOptions, useSaleProducts } from '../api/list-sales';
import { useRecordSale } from '../api/record-sale';

interface LineForm {
  productId: string;
  description: string;
  quantity: string;
  // Major units as typed; the API takes minor units.
  unitAmountMinor: string;
}

interface SaleForm {
  paymentMethod: string;
  storeId: string;
  customerId: string;
  lines: LineForm[];
}

const EMPTY_LINE: LineForm = { productId: '', description: '', quantity: '1', unitAmountMinor: '' };

const resolver = zodResolver(
  formSchema(
    (form: SaleForm) => ({
      requestId: crypto.randomUUID(),
      paymentMethod: form.paymentMethod,
      storeId: form.storeId || null,
      customerId: form.customerId || null,
      lines: form.lines.map((line) => ({
        productId: line.productId || null,
        description: line.description || null,
        quantity: optionalNumber(line.quantity),
        unitAmountMinor: minorUnits(line.unitAmountMinor),
      })),
    }),
    counterSaleInputSchema.omit({ requestId: true }),
  ),
);

// Records a counter sale: items from the business's products or free text, a payment method and
// optionally the store. The request id is chosen once per dialog, so a retry records once.
export function RecordSaleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const currency = useBusinessCurrency();
  const products = useSaleProducts().data ?? [];
  const stores = useSaleFilterOptions().data?.stores ?? [];
  const [customerSearch, setCustomerSearch] = useState('');
  const customers = useSaleCustomers(customerSearch).data ?? [];
  const record = useRecordSale();
  const [requestId] = useState(() => crypto.randomUUID());
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      paymentMethod: 'Cash',
      storeId: '',
      customerId: '',
      lines: [EMPTY_LINE],
    } as SaleForm,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  // Integer minor units per line, as the server will store them; a line still being typed (a
  // fraction of a cent, letters) counts 0 until it is whole.
  const lineTotals = lines.map((line: LineForm) => {
    const amount = (optionalNumber(line.quantity) ?? 0) * (minorUnits(line.unitAmountMinor) ?? 0);
    return Number.isInteger(amount) ? amount : 0;
  });
  const total = lineTotals.reduce((sum, amount) => sum + amount, 0);

  function chooseProduct(index: number, productId: string) {
    setValue(`lines.${index}.productId`, productId);
    const product = products.find((p) => p._id === productId);
    if (product) {
      setValue(`lines.${index}.description`, product.name);
      setValue(`lines.${index}.unitAmountMinor`, majorUnits(product.priceMinor));
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await record.mutateAsync({
        requestId,
        paymentMethod: values.paymentMethod,
        storeId: values.storeId,
        customerId: values.customerId,
        lines: values.lines,
      });
      if (result.success) {
        showToast('success', t('saleRecorded'));
        onClose();
      } else {
        showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(
        error,
        ['paymentMethod', 'storeId', 'customerId', 'lines'] as const,
        setError,
      );
    }
  });

  return (
    <FormDialog
      title={t('saleRecordTitle')}
      description={t('saleRecordText')}
      submitLabel={isSubmitting ? t('saving') : t('saleRecord')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      wide="lines"
      footerLead={
        <p className="text-lg font-semibold" aria-live="polite" data-testid="sale-total">
          {t('saleTotal')}: <Amount minorUnits={total} currency={currency} />
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('salePaymentMethod')}
          required
          error={errors.paymentMethod?.message}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: label(PAYMENT_METHOD_LABELS, method),
          }))}
          {...register('paymentMethod')}
        />
        <SelectField
          label={t('saleStore')}
          options={[
            { value: '', label: t('saleNoStore') },
            ...stores.map((store) => ({ value: store._id, label: store.name })),
          ]}
          {...register('storeId')}
        />
        <TextField
          label={t('saleCustomerSearch')}
          type="search"
          value={customerSearch}
          onChange={(event) => setCustomerSearch(event.target.value)}
        />
        <SelectField
          label={t('saleCustomer')}
          error={errors.customerId?.message}
          options={[
            { value: '', label: t('saleNoCustomer') },
            ...customers.map((customer) => ({ value: customer._id, label: customer.name })),
          ]}
          {...register('customerId')}
        />
      </div>
      <LineItemsEditor
        legend={t('saleItems')}
        ids={fields.map((field) => field.id)}
        columns={[
          {
            key: 'product',
            track: 'minmax(11rem,1.2fr)',
            render: (index) => (
              <SelectField
                label={t('saleProduct')}
                value={lines[index]?.productId ?? ''}
                onChange={(event) => chooseProduct(index, event.target.value)}
                options={[
                  { value: '', label: t('saleFreeText') },
                  ...products.map((product) => ({
                    value: product._id,
                    label: t('saleProductOption', {
                      name: product.name,
                      stock: product.stockQuantity,
                    }),
                  })),
                ]}
              />
            ),
          },
          {
            key: 'description',
            track: 'minmax(11rem,1.5fr)',
            render: (index) => (
              <TextField
                label={t('saleDescription')}
                error={errors.lines?.[index]?.description?.message}
                {...register(`lines.${index}.description`)}
              />
            ),
          },
          {
            key: 'quantity',
            track: '6rem',
            half: true,
            render: (index) => (
              <TextField
                label={t('saleQuantity')}
                inputMode="numeric"
                required
                error={errors.lines?.[index]?.quantity?.message}
                {...register(`lines.${index}.quantity`)}
              />
            ),
          },
          {
            key: 'price',
            track: '9rem',
            half: true,
            render: (index) => (
              <TextField
                label={t('saleUnitAmount')}
                inputMode="decimal"
                required
                trailing={<span className="pr-3 text-sm text-slate-500">{currency}</span>}
                error={errors.lines?.[index]?.unitAmountMinor?.message}
                {...register(`lines.${index}.unitAmountMinor`)}
              />
            ),
          },
        ]}
        lineTotal={(index) => <Amount minorUnits={lineTotals[index] ?? 0} currency={currency} />}
        removeLabel={(n) => t('saleRemoveItem', { n })}
        addLabel={t('saleAddItem')}
        onAdd={() => append(EMPTY_LINE)}
        onRemove={remove}
        error={errors.lines?.message}
      />
    </FormDialog>
  );
}
