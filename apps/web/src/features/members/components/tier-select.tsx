import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney } from '@back-office/domain/money';
import type { Programme } from '@back-office/domain/members';
import { SelectField } from '../../../components/ui/select-field';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useTiers } from '../api/members';

// One of the programme's active tiers (and `keep`, the member's own, even retired), with its price
// and period when `priced`.
export function TierSelect({
  programme,
  value,
  error,
  priced = false,
  keep,
  onChange,
}: {
  programme: Programme;
  value: string;
  error?: string;
  priced?: boolean;
  keep?: string;
  onChange: (tierId: string) => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const tiers = useTiers(programme);
  const choices = (tiers.data ?? []).filter((tier) => tier.active || tier._id === keep);
  return (
    <SelectField
      label={t('memberTier')}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      options={[
        ...(keep
          ? []
          : [{ value: '', label: tiers.isSuccess ? t('memberChooseTier') : t('loading') }]),
        ...choices.map((tier) => ({
          value: tier._id,
          label: priced
            ? `${localName(tier)} · ${formatMoney(tier.priceMinor, tier.currency)} · ${t('tierForMonths', { count: tier.periodMonths })}`
            : localName(tier),
        })),
      ]}
    />
  );
}
