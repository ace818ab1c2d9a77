import { useTranslation } from '../../lib/i18n/use-translation';
import { useBusinessOptions } from '../../lib/business-options/list-business-options';
import { SelectField } from './select-field';

// ADMIN only: narrows a list to one business ('' is all of them).
export function BusinessFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (merchantId: string) => void;
}) {
  const { t } = useTranslation();
  const businesses = useBusinessOptions().data ?? [];
  return (
    <SelectField
      className="w-44"
      label={t('columnBusiness')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('filterAllBusinesses') },
        ...businesses.map((business) => ({ value: business._id, label: business.name })),
      ]}
    />
  );
}
