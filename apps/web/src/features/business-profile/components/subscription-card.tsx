import { useTranslation } from '../../../lib/i18n/use-translation';
import { NextInvoice } from '../../../components/subscription/next-invoice';
import { PlanFeatures } from '../../../components/subscription/plan-features';
import { PlanPrice } from '../../../components/subscription/plan-price';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from '../../../lib/subscription-labels';
import type { MySubscription } from '../api/my-subscription';

// The business's own plan, as its staff read it: status, the period it is in, the next invoice
// and what the plan includes. Without a subscription it says so.
export function SubscriptionCard({ mine }: { mine: MySubscription | null }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const dates = useBusinessDateFormat();
  const s = mine?.subscription;

  return (
    <Card title={t('businessProfileSubscription')}>
      {!s ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('businessProfileNoSubscription')}
        </p>
      ) : (
        <div className="space-y-4" data-testid="my-subscription">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold">{localName(s.plan)}</span>
            <StatusBadge
              status={s.status}
              labels={SUBSCRIPTION_STATUS_LABELS}
              tones={SUBSCRIPTION_STATUS_TONES}
            />
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('planPrice')}</dt>
              <dd className="font-medium">
                <PlanPrice plan={s.plan} />
              </dd>
            </div>
            {s.currentPeriodStart && s.currentPeriodEnd && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">
                  {s.status === 'trialing'
                    ? t('subscriptionTrialPeriod')
                    : t('subscriptionCurrentPeriod')}
                </dt>
                <dd className="font-medium">
                  {dates.date(s.currentPeriodStart)} – {dates.date(s.currentPeriodEnd)}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('subscriptionNextInvoice')}</dt>
              <dd className="font-medium">
                <NextInvoice subscription={s} />
              </dd>
            </div>
            {s.nextPlan && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">
                  {t('subscriptionNextPlanTerm')}
                </dt>
                <dd className="font-medium">{localName(s.nextPlan)}</dd>
              </div>
            )}
            {s.endsAt && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('subscriptionEndsAt')}</dt>
                <dd className="font-medium">{dates.date(s.endsAt)}</dd>
              </div>
            )}
          </dl>
          <PlanFeatures features={s.plan.features} />
        </div>
      )}
    </Card>
  );
}
