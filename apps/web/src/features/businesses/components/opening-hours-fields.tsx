import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { weekdayName, type StoreFormValues } from '../store-form';

// The seven weekdays of a store, each closed or open from one time to another, inside the
// <FormProvider> of a StoreFormValues form.
export function OpeningHoursFields() {
  const { control } = useFormContext<StoreFormValues>();
  const hours = useWatch({ control, name: 'hours' });
  const language = currentLanguage();
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {hours.map((entry, index) => (
        <OpeningDay
          key={entry.day}
          index={index}
          name={weekdayName(entry.day, language)}
          closed={entry.closed}
        />
      ))}
    </div>
  );
}

// One weekday as a group named by the day, so that "Opens" is read as "Monday, Opens".
function OpeningDay({ index, name, closed }: { index: number; name: string; closed: boolean }) {
  const { t } = useTranslation();
  const nameId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<StoreFormValues>();
  const dayErrors = errors.hours?.[index];
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="grid grid-cols-2 items-end gap-x-4 gap-y-2 py-3 sm:grid-cols-[9rem_7rem_1fr_1fr]"
    >
      <span id={nameId} className="font-medium sm:pb-2">
        {name}
      </span>
      <CheckboxField
        className="sm:pb-2.5"
        label={t('storeClosed')}
        {...register(`hours.${index}.closed`)}
      />
      <TextField
        label={t('storeOpens')}
        type="time"
        disabled={closed}
        error={dayErrors?.opens?.message}
        {...register(`hours.${index}.opens`)}
      />
      <TextField
        label={t('storeCloses')}
        type="time"
        disabled={closed}
        error={dayErrors?.closes?.message}
        {...register(`hours.${index}.closes`)}
      />
    </div>
  );
}
