import { useState, type ComponentProps } from 'react';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { AffiliateFieldsFragment, AffiliateFilter } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAffiliateChoices } from '../api/affiliates';

type Affiliate = AffiliateFieldsFragment;

interface AffiliateChoiceFieldProps extends Omit<ComponentProps<typeof SelectField>, 'options'> {
  /** What choosing none means ('' is its value). */
  emptyLabel: string;
  filter?: AffiliateFilter;
  /** The choice made before (an edited affiliate's parent), kept whatever the search finds. */
  kept?: SelectOption | null;
  exclude?: string;
  optionLabel?: (affiliate: Affiliate) => string;
}

// An affiliate to choose among a network of any size: the first matches by name, a search
// (name, email or code) narrowing them on the server.
export function AffiliateChoiceField({
  emptyLabel,
  filter,
  kept,
  exclude,
  optionLabel = (a) => a.name,
  className,
  ...select
}: AffiliateChoiceFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useAffiliateChoices({ ...filter, search: search.trim() || null });
  const found = (choices.data ?? [])
    .filter((a) => a._id !== exclude && a._id !== kept?.value)
    .map((a) => ({ value: a._id, label: optionLabel(a) }));
  return (
    <div className={`flex flex-wrap items-end gap-2 ${className ?? ''}`}>
      <TextField
        className="w-44"
        type="search"
        label={t('affiliateFind')}
        placeholder={t('affiliateFindHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        className="w-56"
        options={[{ value: '', label: emptyLabel }, ...(kept ? [kept] : []), ...found]}
        {...select}
      />
    </div>
  );
}
