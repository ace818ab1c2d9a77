import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CAMPAIGN_STATES } from '@back-office/domain/advertisement';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { Column } from '../../../components/ui/data-table/types';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCampaigns } from '../api/advertisement';
import { CAMPAIGN_PLACEMENT_LABELS, CAMPAIGN_STATE_LABELS, CAMPAIGN_STATE_TONES } from '../labels';
import { CampaignLink } from './campaign-link';

type Campaign = CampaignFieldsFragment;

// The campaigns of the selected business (or, for the provider, of every business) with their
// figures, filtered by state in the browser: the list is short and comes whole.
export function CampaignsTab({
  allBusinesses,
  onOpen,
}: {
  allBusinesses: boolean;
  onOpen: (campaignId: string) => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const campaigns = useCampaigns(allBusinesses);
  const [state, setState] = useState('');
  const rows = (campaigns.data ?? []).filter((c) => !state || c.state === state);
  const money = (value: (c: Campaign) => number | null | undefined) => (c: Campaign) => {
    const minor = value(c);
    return minor == null ? '—' : <Amount minorUnits={minor} currency={c.currency} />;
  };
  const decimal = (value: (c: Campaign) => number | null | undefined) => (c: Campaign) => {
    const minor = value(c);
    return minor == null ? null : minorToDecimal(minor);
  };

  const columns: Column<Campaign>[] = [
    {
      id: 'offer',
      header: t('campaignOffer'),
      primary: true,
      cell: (c) => <CampaignLink campaign={c} onOpen={onOpen} />,
      csv: (c) => c.offerTitle,
    },
    ...(allBusinesses
      ? [
          {
            id: 'business',
            header: t('columnBusiness'),
            cell: (c: Campaign) => c.businessName,
            csv: (c: Campaign) => c.businessName,
          },
        ]
      : []),
    {
      id: 'placement',
      header: t('campaignPlacement'),
      cell: (c) => label(CAMPAIGN_PLACEMENT_LABELS, c.placement),
      csv: (c) => c.placement,
    },
    {
      id: 'dates',
      header: t('campaignDates'),
      cell: (c) => (
        <span className="whitespace-nowrap">
          {dates.day(c.startsOn)} – {dates.day(c.endsOn)}
        </span>
      ),
      csv: (c) => `${c.startsOn} – ${c.endsOn}`,
    },
    {
      id: 'state',
      header: t('campaignState'),
      cell: (c) => (
        <StatusBadge status={c.state} labels={CAMPAIGN_STATE_LABELS} tones={CAMPAIGN_STATE_TONES} />
      ),
      csv: (c) => c.state,
    },
    {
      id: 'budget',
      header: t('campaignBudget'),
      align: 'end',
      cell: money((c) => c.budgetMinor),
      csv: decimal((c) => c.budgetMinor),
    },
    {
      id: 'spend',
      header: t('campaignSpend'),
      align: 'end',
      cell: money((c) => c.spentMinor),
      csv: decimal((c) => c.spentMinor),
    },
    {
      id: 'impressions',
      header: t('campaignImpressions'),
      align: 'end',
      cell: (c) => c.impressions,
      csv: (c) => c.impressions,
    },
    {
      id: 'taken',
      header: t('campaignOffersTaken'),
      align: 'end',
      cell: (c) => c.offersTaken,
      csv: (c) => c.offersTaken,
    },
    {
      id: 'redemptions',
      header: t('campaignRedemptions'),
      align: 'end',
      cell: (c) => c.redemptions,
      csv: (c) => c.redemptions,
    },
    {
      id: 'cost',
      header: t('campaignCostPerRedemption'),
      align: 'end',
      cell: money((c) => c.costPerRedemptionMinor),
      csv: decimal((c) => c.costPerRedemptionMinor),
    },
  ];

  return (
    <div className="space-y-4">
      <SelectField
        className="w-full sm:w-48"
        label={t('campaignState')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        options={[
          { value: '', label: t('filterAll') },
          ...CAMPAIGN_STATES.map((s) => ({ value: s, label: label(CAMPAIGN_STATE_LABELS, s) })),
        ]}
      />
      {!campaigns.isSuccess ? (
        <QueryStatus failed={campaigns.isError} onRetry={() => void campaigns.refetch()} />
      ) : (
        <StaticTable
          label={allBusinesses ? t('campaignListAll') : t('campaignList')}
          columns={columns}
          rows={rows}
          rowKey={(c) => c._id}
          exportName={allBusinesses ? 'campaigns-all-businesses' : 'campaigns'}
          empty={state ? t('campaignNoMatches') : t('campaignEmpty')}
        />
      )}
    </div>
  );
}
