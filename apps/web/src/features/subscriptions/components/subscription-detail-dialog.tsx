import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ENDED_SUBSCRIPTION_STATUSES } from '@back-office/domain/subscriptions';
import { NextInvoice } from '../../../components/subscription/next-invoice';
import { PlanPrice } from '../../../components/subscription/plan-price';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { Amount } from '../../../components/ui/amount';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from '../../../lib/subscription-labels';
import { useSubscriptionDetail } from '../api/subscriptions';
import { PERIOD_KIND_LABELS, SUBSCRIPTION_EVENT_LABELS } from './labels';
import { SubscriptionActions } from './subscription-actions';

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

// One subscription (?subscription=id): where it stands, the actions, its periods with the invoice
// that charged each, and its history.
export function SubscriptionDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  const dates = useBusinessDateFormat();
  const detail = useSubscriptionDetail(id);
  const s = detail.data?.subscription;
  const ended = s ? (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status) : false;

  return (
    <Dialog
      title={s ? t('subscriptionOf', { name: s.businessName }) : t('subscriptionDetails')}
      onClose={onClose}
      closeLabel={t('close')}
      variant="drawer"
      width={640}
    >
      {!detail.isSuccess ? (
        <QueryStatus failed={detail.isError} onRetry={() => void detail.refetch()} />
      ) : !detail.data || !s ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('subscriptionNotFoundText')}
        </p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge
              status={s.status}
              labels={SUBSCRIPTION_STATUS_LABELS}
              tones={SUBSCRIPTION_STATUS_TONES}
            />
            <span className="font-semibold">{localName(s.plan)}</span>
            <PlanPrice plan={s.plan} />
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <Fact term={t('subscriptionStarted')}>{dates.date(s.startedAt)}</Fact>
            {s.currentPeriodStart && s.currentPeriodEnd && (
              <Fact term={t('subscriptionCurrentPeriod')}>
                {dates.date(s.currentPeriodStart)} – {dates.date(s.currentPeriodEnd)}
              </Fact>
            )}
            {s.status === 'trialing' && s.trialEndsAt && (
              <Fact term={t('subscriptionTrialEnds')}>{dates.date(s.trialEndsAt)}</Fact>
            )}
            <Fact term={t('subscriptionNextInvoice')}>
              <NextInvoice subscription={s} />
            </Fact>
            {s.nextPlan && (
              <Fact term={t('subscriptionNextPlanTerm')}>{localName(s.nextPlan)}</Fact>
            )}
            {s.pausedAt && <Fact term={t('subscriptionPausedAt')}>{dates.date(s.pausedAt)}</Fact>}
            {s.endsAt && <Fact term={t('subscriptionEndsAt')}>{dates.date(s.endsAt)}</Fact>}
            {s.unpaidInvoiceCount > 0 && (
              <Fact term={t('subscriptionUnpaid')}>
                {t('subscriptionUnpaidCount', { count: s.unpaidInvoiceCount })}
              </Fact>
            )}
            {s.pastDueAt && (
              <Fact term={t('subscriptionPastDueAt')}>{dates.date(s.pastDueAt)}</Fact>
            )}
            {s.expiresAt && (
              <Fact term={t('subscriptionExpiresAt')}>{dates.date(s.expiresAt)}</Fact>
            )}
          </dl>
          {!ended && <SubscriptionActions subscription={s} />}

          <section aria-labelledby={`${id}-periods`} className="space-y-2">
            <h3 id={`${id}-periods`} className="text-sm font-semibold">
              {t('subscriptionPeriods')}
            </h3>
            {detail.data.periods.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('subscriptionPeriodsEmpty')}
              </p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {detail.data.periods.map((period) => (
                  <li key={period._id} className="space-y-1 py-2">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{label(PERIOD_KIND_LABELS, period.kind)}</span>
                      <span className="text-slate-600 dark:text-slate-400">{period.planName}</span>
                      <span className="tabular-nums">
                        {dates.date(period.startsAt)} – {dates.date(period.endsAt)}
                      </span>
                    </p>
                    {period.invoiceId ? (
                      <p className="flex flex-wrap items-center gap-2">
                        <Link to={`/accounting/${period.invoiceId}`} className={linkClass}>
                          {t('subscriptionInvoiceNumber', {
                            number: period.invoiceNumber ?? '—',
                          })}
                        </Link>
                        {period.invoiceTotalMinor != null && (
                          <Amount
                            minorUnits={period.invoiceTotalMinor}
                            currency={period.invoiceCurrency ?? s.currency}
                          />
                        )}
                        {period.invoiceDueDate && (
                          <span className="text-slate-600 dark:text-slate-400">
                            {t('subscriptionInvoiceDue', {
                              date: dates.day(period.invoiceDueDate),
                            })}
                          </span>
                        )}
                        <Badge tone={period.invoicePaid ? 'success' : 'warning'}>
                          {period.invoicePaid
                            ? t('subscriptionInvoicePaid')
                            : t('subscriptionInvoiceUnpaid')}
                        </Badge>
                      </p>
                    ) : (
                      <p className="text-slate-600 dark:text-slate-400">
                        {t('subscriptionNoInvoice')}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${id}-history`} className="space-y-2">
            <h3 id={`${id}-history`} className="text-sm font-semibold">
              {t('subscriptionHistory')}
            </h3>
            {detail.data.events.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('subscriptionHistoryEmpty')}
              </p>
            ) : (
              <ol className="space-y-2 text-sm">
                {detail.data.events.map((event) => (
                  <li key={event._id} className="flex flex-wrap justify-between gap-2">
                    <span>
                      <span className="font-medium">
                        {label(SUBSCRIPTION_EVENT_LABELS, event.event)}
                      </span>{' '}
                      <span className="text-slate-600 dark:text-slate-400">
                        · {event.actorName ?? t('subscriptionSystem')}
                      </span>
                    </span>
                    <span className="tabular-nums text-slate-600 dark:text-slate-400">
                      {dates.dateTime(event.at)}
                    </span>
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
