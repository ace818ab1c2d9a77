import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Ban, Check, Pause, Pencil, Play, X } from 'lucide-react';
import { Amount } from '../../../components/ui/amount';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCampaignDetail } from '../api/advertisement';
import { campaignMoves, reviewMoves } from '@back-office/domain/advertisement';
import { CAMPAIGN_PLACEMENT_LABELS, CAMPAIGN_STATE_LABELS, CAMPAIGN_STATE_TONES } from '../labels';
import { CampaignCharts } from './campaign-charts';
import { CampaignConfirmation, type ConfirmedMove } from './campaign-confirmation';
import { CampaignDialog } from './campaign-dialog';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

// One campaign (?campaign=id): its terms and figures, its days as charts, the rejection's reason,
// and what may be done to it: by its business (writable, for its own campaigns) and by the
// provider's review (reviewer).
export function CampaignDetailDialog({
  id,
  writable,
  reviewer,
  merchantId,
  onClose,
}: {
  id: string;
  writable: boolean;
  reviewer: boolean;
  merchantId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const detail = useCampaignDetail(id);
  const [move, setMove] = useState<ConfirmedMove | 'edit' | null>(null);
  const c = detail.data?.campaign;

  return (
    <Dialog
      title={c ? t('campaignOf', { title: c.offerTitle }) : t('campaignDetails')}
      onClose={onClose}
      closeLabel={t('close')}
      variant="drawer"
      width={720}
    >
      {!detail.isSuccess ? (
        <QueryStatus failed={detail.isError} onRetry={() => void detail.refetch()} />
      ) : !c ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('campaignNotFoundText')}</p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge
              status={c.state}
              labels={CAMPAIGN_STATE_LABELS}
              tones={CAMPAIGN_STATE_TONES}
            />
            <span className="text-sm text-slate-600 dark:text-slate-400">{c.businessName}</span>
          </div>
          {c.rejectionReason && (
            <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-300">
              <p className="font-semibold">{t('campaignRejectionReason')}</p>
              <p className="mt-1 whitespace-pre-line">{c.rejectionReason}</p>
            </div>
          )}
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Fact term={t('campaignPlacement')}>
              {label(CAMPAIGN_PLACEMENT_LABELS, c.placement)}
            </Fact>
            <Fact term={t('campaignDates')}>
              {dates.day(c.startsOn)} – {dates.day(c.endsOn)}
            </Fact>
            <Fact term={t('campaignPrice')}>
              <Amount minorUnits={c.priceMinor} currency={c.currency} />
            </Fact>
            <Fact term={t('campaignBudget')}>
              <Amount minorUnits={c.budgetMinor} currency={c.currency} />
            </Fact>
            <Fact term={t('campaignSpend')}>
              <Amount minorUnits={c.spentMinor} currency={c.currency} />
            </Fact>
            <Fact term={t('campaignCostPerRedemption')}>
              {c.costPerRedemptionMinor == null ? (
                '—'
              ) : (
                <Amount minorUnits={c.costPerRedemptionMinor} currency={c.currency} />
              )}
            </Fact>
            <Fact term={t('campaignImpressions')}>{c.impressions}</Fact>
            <Fact term={t('campaignOffersTaken')}>{c.offersTaken}</Fact>
            <Fact term={t('campaignRedemptions')}>{c.redemptions}</Fact>
          </dl>
          <CampaignMoves
            campaign={c}
            own={writable && c.merchantId === merchantId}
            reviewer={reviewer}
            onMove={setMove}
          />
          <section aria-labelledby={`${id}-days`} className="space-y-3">
            <h3 id={`${id}-days`} className="text-sm font-semibold">
              {t('campaignDaily')}
            </h3>
            <CampaignCharts days={detail.data.campaignDays} currency={c.currency} />
          </section>
          {move === 'edit' && <CampaignDialog campaign={c} onClose={() => setMove(null)} />}
          {move && move !== 'edit' && (
            <CampaignConfirmation campaign={c} move={move} onClose={() => setMove(null)} />
          )}
        </div>
      )}
    </Dialog>
  );
}

const ICONS = { edit: Pencil, pause: Pause, resume: Play, end: Ban, approve: Check, reject: X };
const LABELS = {
  edit: 'campaignEdit',
  pause: 'campaignPause',
  resume: 'campaignResume',
  end: 'campaignEnd',
  approve: 'campaignApprove',
  reject: 'campaignReject',
} as const;

// The buttons of what may be done now; none for those who may only read.
function CampaignMoves({
  campaign,
  own,
  reviewer,
  onMove,
}: {
  campaign: CampaignFieldsFragment;
  own: boolean;
  reviewer: boolean;
  onMove: (move: ConfirmedMove | 'edit') => void;
}) {
  const { t } = useTranslation();
  const moves = [
    ...(reviewer ? reviewMoves(campaign) : []),
    ...(own ? campaignMoves(campaign) : []),
  ];
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((move) => {
        const Icon = ICONS[move];
        return (
          <Button
            key={move}
            variant={move === 'end' || move === 'reject' ? 'danger' : 'secondary'}
            onClick={() => onMove(move)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(LABELS[move])}
          </Button>
        );
      })}
    </div>
  );
}
