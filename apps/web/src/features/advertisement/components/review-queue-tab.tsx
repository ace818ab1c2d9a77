import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useReviewQueue } from '../api/advertisement';
import { CAMPAIGN_PLACEMENT_LABELS } from '../labels';
import { CampaignConfirmation } from './campaign-confirmation';
import { CampaignLink } from './campaign-link';

type Campaign = CampaignFieldsFragment;

const columnHelper = createColumnHelper<Campaign>();

// The provider's review (ADMIN): every business's pending campaigns, oldest first, each approved
// or rejected with a reason the business reads.
export function ReviewQueueTab({ onOpen }: { onOpen: (campaignId: string) => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const queue = useReviewQueue();
  const [deciding, setDeciding] = useState<{
    campaign: Campaign;
    move: 'approve' | 'reject';
  } | null>(null);

  const columns: TableColumn<Campaign>[] = [
    columnHelper.display({
      id: 'offer',
      header: t('campaignOffer'),
      cell: ({ row: { original: c } }) => <CampaignLink campaign={c} onOpen={onOpen} />,
      meta: { primary: true },
    }),
    columnHelper.display({
      id: 'business',
      header: t('columnBusiness'),
      cell: ({ row: { original: c } }) => c.businessName,
    }),
    columnHelper.display({
      id: 'placement',
      header: t('campaignPlacement'),
      cell: ({ row: { original: c } }) => label(CAMPAIGN_PLACEMENT_LABELS, c.placement),
    }),
    columnHelper.display({
      id: 'dates',
      header: t('campaignDates'),
      cell: ({ row: { original: c } }) => (
        <span className="whitespace-nowrap">
          {dates.day(c.startsOn)} – {dates.day(c.endsOn)}
        </span>
      ),
    }),
    columnHelper.display({
      id: 'budget',
      header: t('campaignBudget'),
      cell: ({ row: { original: c } }) => (
        <Amount minorUnits={c.budgetMinor} currency={c.currency} />
      ),
      meta: { align: 'end', csv: (c) => minorToDecimal(c.budgetMinor) },
    }),
    columnHelper.display({
      id: 'price',
      header: t('campaignPrice'),
      cell: ({ row: { original: c } }) => (
        <Amount minorUnits={c.priceMinor} currency={c.currency} />
      ),
      meta: { align: 'end', csv: (c) => minorToDecimal(c.priceMinor) },
    }),
    columnHelper.display({
      id: 'sent',
      header: t('campaignSubmitted'),
      cell: ({ row: { original: c } }) => dates.dateTime(c.createdAt),
    }),
    columnHelper.display({
      id: 'actions',
      header: t('campaignDecision'),
      cell: ({ row: { original: c } }) => (
        <span className="inline-flex gap-1">
          <RowAction
            aria-label={t('campaignApproveNamed', { title: c.offerTitle })}
            onClick={() => setDeciding({ campaign: c, move: 'approve' })}
          >
            {t('campaignApprove')}
          </RowAction>
          <RowAction
            danger
            aria-label={t('campaignRejectNamed', { title: c.offerTitle })}
            onClick={() => setDeciding({ campaign: c, move: 'reject' })}
          >
            {t('campaignReject')}
          </RowAction>
        </span>
      ),
      meta: { align: 'end' },
    }),
  ];

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('campaignReviewText')}</p>
      {!queue.isSuccess ? (
        <QueryStatus failed={queue.isError} onRetry={() => void queue.refetch()} />
      ) : (
        <StaticTable
          label={t('campaignReviewList')}
          columns={columns}
          rows={queue.data}
          rowKey={(c) => c._id}
          empty={t('campaignReviewEmpty')}
        />
      )}
      {deciding && (
        <CampaignConfirmation
          campaign={deciding.campaign}
          move={deciding.move}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
