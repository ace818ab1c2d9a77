import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Pencil, Plus } from 'lucide-react';
import { PlanFeatures } from '../../../components/subscription/plan-features';
import { PlanPrice } from '../../../components/subscription/plan-price';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import type { SubscriptionPlanFieldsFragment } from '../../../gql/graphql';
import { useLocalName } from '../../../lib/i18n/local-name';
import { usePlans } from '../api/subscriptions';
import { PlanDialog } from './plan-dialog';

type Plan = SubscriptionPlanFieldsFragment;

// The provider's plans, active first: what each costs and includes, and who is on it.
export function PlansTab() {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const plans = usePlans();
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const greek = i18n.language === 'el';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('planListText')}</p>
        <Button onClick={() => setEditing({ plan: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('planNew')}
        </Button>
      </div>
      {!plans.isSuccess ? (
        <QueryStatus failed={plans.isError} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('planEmpty')}
        </p>
      ) : (
        <ul aria-label={t('planList')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <li
              key={plan._id}
              aria-label={localName(plan)}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h3 className="text-lg font-semibold">{localName(plan)}</h3>
                  <p
                    className="text-xs text-slate-600 dark:text-slate-400"
                    lang={greek ? 'en' : 'el'}
                  >
                    {greek ? plan.nameEn : plan.nameEl}
                  </p>
                </div>
                <Badge tone={plan.active ? 'success' : 'neutral'}>
                  {plan.active ? t('planActiveBadge') : t('planRetiredBadge')}
                </Badge>
              </div>
              <p className="text-xl font-bold">
                <PlanPrice plan={plan} />
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t('planTrial')}</dt>
                  <dd className="font-medium">
                    {plan.trialDays > 0
                      ? t('planTrialDaysCount', { count: plan.trialDays })
                      : t('planNoTrial')}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t('planSubscribers')}</dt>
                  <dd className="font-medium tabular-nums">{plan.subscriberCount}</dd>
                </div>
              </dl>
              <PlanFeatures features={plan.features} />
              <div className="mt-auto flex justify-end">
                <Button
                  variant="secondary"
                  aria-label={t('planEditNamed', { name: localName(plan) })}
                  onClick={() => setEditing({ plan })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('actionEdit')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlanDialog plan={editing.plan} onClose={() => setEditing(null)} />}
    </div>
  );
}
