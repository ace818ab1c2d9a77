import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CURRENCIES, INPUT_MAX, type Currency } from '@back-office/domain/constants';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

// The fields every priced thing the provider sells has, by the names of its input: its price as
// typed (major units) in priceMinor.
export interface NamePriceValues {
  nameEn: string;
  nameEl: string;
  priceMinor: string;
  currency: Currency;
}

// The English and Greek names and the price of a plan or a programme tier, inside a
// react-hook-form <FormProvider> whose values include NamePriceValues. The thing's own fields (a
// plan's interval, a tier's period) follow the price in the same grid.
export function NamePriceFields({
  labels,
  columns = 2,
  children,
}: {
  labels: { nameEn: string; nameEl: string; price: string };
  columns?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<NamePriceValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.nameEn}
          required
          data-autofocus
          maxLength={INPUT_MAX}
          autoComplete="off"
          error={errors.nameEn?.message}
          {...register('nameEn')}
        />
        <TextField
          label={labels.nameEl}
          required
          lang="el"
          maxLength={INPUT_MAX}
          autoComplete="off"
          error={errors.nameEl?.message}
          {...register('nameEl')}
        />
      </div>
      <div className={`grid grid-cols-2 gap-4 ${columns === 3 ? 'sm:grid-cols-3' : ''}`}>
        <TextField
          label={labels.price}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.priceMinor?.message}
          {...register('priceMinor')}
        />
        <SelectField
          label={t('priceCurrency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          {...register('currency')}
        />
        {children}
      </div>
    </>
  );
}
