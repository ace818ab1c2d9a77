import { useTranslation } from '../../../lib/i18n/use-translation';
import { FILTER_ALL } from '../../../lib/list-filters';
import { SelectField } from '../select-field';

interface FilterSelectProps<TValue extends string> {
  label: string;
  // 'all' when the list is not narrowed by this filter.
  value: TValue;
  onChange: (value: TValue) => void;
  // The choices after 'All'.
  options: readonly { value: TValue; label: string }[];
  className?: string;
}

// A list toolbar's select whose first choice, All, sets no condition and is the default.
export function FilterSelect<TValue extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: FilterSelectProps<TValue>) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={className}
      label={label}
      value={value}
      // The select offers only 'all' and the options' values.
      onChange={(event) => onChange(event.target.value as TValue)}
      options={[{ value: FILTER_ALL, label: t('filterAll') }, ...options]}
    />
  );
}
