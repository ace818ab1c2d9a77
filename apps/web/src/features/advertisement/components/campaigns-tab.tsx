import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CAMPAIGN_STATES } from '@back-office/domain/advertisement';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { LoadMore } from '../../../components/ui/load-more';
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

const columnHelper = createColumnHelper<Campaign>();

// The campaigns of the selected business (or, for the provider, of every business) with their
// figures, newest first a page at a time, filtered by state on the server.
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
  const [state, setState] = useState('');
  const campaigns = useCampaigns(allBusinesses, state || null);
  const rows = campaigns.data?.pages.flatMap((page) => page.nodes) ?? [];
  const money = (value: (c: Campaign) => number | null | undefined) => (c: Campaign) => {
    const minor = value(c);
    return minor == null ? '—' : <Amount minorUnits={minor} currency={c.currency} />;
  };
  const decimal = (value: (c: Campaign) => number | null | undefined) => (c: Campaign) => {
    const minor = value(c);
    return minor == null ? null : minorToDecimal(minor);
  };

  const columns: TableColumn<Campaign>[] = [
    columnHelper.display({
      id: 'offer',
      header: t('campaignOffer'),
      cell: ({ row: { original: c } }) => <CampaignLink campaign={c} onOpen={onOpen} />,
      meta: { primary: true, csv: (c) => c.offerTitle },
    }),
    ...(allBusinesses
      ? [
          columnHelper.display({
            id: 'business',
            header: t('columnBusiness'),
            cell: ({ row: { original: c } }) => c.businessName,
            meta: { csv: (c: Campaign) => c.businessName },
          }),
        ]
      : []),
    columnHelper.display({
      id: 'placement',
      header: t('campaignPlacement'),
      cell: ({ row: { original: c } }) => label(CAMPAIGN_PLACEMENT_LABELS, c.placement),
      meta: { csv: (c) => c.placement },
    }),
    columnHelper.display({
      id: 'dates',
      header: t('campaignDates'),
      cell: ({ row: { original: c } }) => (
        <span className="whitespace-nowrap">
          {dates.day(c.startsOn)} – {dates.day(c.endsOn)}
        </span>
      ),
      meta: { csv: (c) => `${c.startsOn} – ${c.endsOn}` },
    }),
    columnHelper.display({
      id: 'state',
      header: t('campaignState'),
      cell: ({ row: { original: c } }) => (
        <StatusBadge status={c.state} labels={CAMPAIGN_STATE_LABELS} tones={CAMPAIGN_STATE_TONES} />
      ),
      meta: { csv: (c) => c.state },
    }),
    columnHelper.display({
      id: 'budget',
      header: t('campaignBudget'),
      cell: ({ row }) => money((c) => c.budgetMinor)(row.original),
      meta: { align: 'end', csv: decimal((c) => c.budgetMinor) },
    }),
    columnHelper.display({
      id: 'spend',
      header: t('campaignSpend'),
      cell: ({ row }) => money((c) => c.spentMinor)(row.original),
      meta: { align: 'end', csv: decimal((c) => c.spentMinor) },
    }),
    columnHelper.display({
      id: 'impressions',
      header: t('campaignImpressions'),
      cell: ({ row: { original: c } }) => c.impressions,
      meta: { align: 'end', csv: (c) => c.impressions },
    }),
    columnHelper.display({
      id: 'taken',
      header: t('campaignOffersTaken'),
      cell: ({ row: { original: c } }) => c.offersTaken,
      meta: { align: 'end', csv: (c) => c.offersTaken },
    }),
    columnHelper.display({
      id: 'redemptions',
      header: t('campaignRedemptions'),
      cell: ({ row: { original: c } }) => c.redemptions,
      meta: { align: 'end', csv: (c) => c.redemptions },
    }),
    columnHelper.display({
      id: 'cost',
      header: t('campaignCostPerRedemption'),
      cell: ({ row }) => money((c) => c.costPerRedemptionMinor)(row.original),
      meta: { align: 'end', csv: decimal((c) => c.costPerRedemptionMinor) },
    }),
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
      <LoadMore list={campaigns} />
    </div>
  );
}
