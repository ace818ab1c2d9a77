import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Amount } from '../../../components/ui/amount';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { MemberFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useMemberDetail } from '../api/members';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES, redeemedValueText } from './labels';

// One membership: where it stands and its dated periods, oldest first; renew and cancel from here.
export function MemberDetailDialog({
  id,
  writable,
  onRenew,
  onCancel,
  onClose,
}: {
  id: string;
  writable: boolean;
  onRenew: (member: MemberFieldsFragment) => void;
  onCancel: (member: MemberFieldsFragment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const dates = useBusinessDateFormat();
  const detail = useMemberDetail(id);
  const member = detail.data?.member;

  return (
    <Dialog
      title={member ? member.customerName : t('memberDetails')}
      description={member?.customerEmail}
      onClose={onClose}
      closeLabel={t('close')}
      variant="drawer"
      width={560}
    >
      {!detail.isSuccess ? (
        <QueryStatus failed={detail.isError} onRetry={() => void detail.refetch()} />
      ) : !detail.data || !member ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('memberNotFoundText')}</p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge
              status={member.status}
              labels={MEMBER_STATUS_LABELS}
              tones={MEMBER_STATUS_TONES}
            />
            <span className="font-semibold">{localName(member.tier)}</span>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('memberJoined')}</dt>
              <dd className="font-medium">{dates.date(member.joinedAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('memberCoveredUntil')}</dt>
              <dd className="font-medium">
                {member.coveredUntil ? dates.date(member.coveredUntil) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('memberRenewals')}</dt>
              <dd className="font-medium tabular-nums">{member.renewals}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('memberRedeemed')}</dt>
              <dd className="font-medium">
                {member.redeemedCount > 0
                  ? t('memberRedeemedValue', {
                      count: member.redeemedCount,
                      value: redeemedValueText(member),
                    })
                  : '—'}
              </dd>
            </div>
            {member.cancelledAt && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('memberCancelledAt')}</dt>
                <dd className="font-medium">{dates.date(member.cancelledAt)}</dd>
              </div>
            )}
          </dl>
          {writable && member.status !== 'cancelled' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onRenew(member)}>
                {t('memberRenew')}
              </Button>
              <Button variant="danger" onClick={() => onCancel(member)}>
                {t('memberCancel')}
              </Button>
            </div>
          )}
          <section aria-labelledby={`${id}-periods`} className="space-y-2">
            <h3 id={`${id}-periods`} className="text-sm font-semibold">
              {t('memberPeriods')}
            </h3>
            {detail.data.periods.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('memberPeriodsEmpty')}
              </p>
            ) : (
              <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {detail.data.periods.map((period) => (
                  <li key={period._id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{period.tierName}</span>{' '}
                      <span className="tabular-nums text-slate-600 dark:text-slate-400">
                        {dates.date(period.startsAt)} – {dates.date(period.endsAt)}
                      </span>
                    </span>
                    <Amount minorUnits={period.priceMinor} currency={period.currency} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
