import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney } from '@back-office/domain/money';
import { changePlanInputSchema } from '@back-office/domain/schemas/subscriptions';
import { isUpgrade, type PlanInterval } from '@back-office/domain/subscriptions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { useLocalName } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PLAN_PER_INTERVAL_LABELS } from '../../../lib/subscription-labels';
import { showToast } from '../../../lib/toast';
import { useChangePlan, usePlans } from '../api/subscriptions';

// Another active plan in the same currency: an upgrade applies now with a prorated invoice (asked
// once more, as it charges), a downgrade at the end of the period.
export function ChangePlanDialog({
  subscription,
  onClose,
}: {
  subscription: SubscriptionFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  const plans = usePlans(true);
  const change = useChangePlan();
  const [planId, setPlanId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const current = subscription.plan;
  const choices = (plans.data ?? []).filter(
    (p) => p._id !== current._id && p.currency === current.currency,
  );
  const plan = choices.find((p) => p._id === planId);
  const upgrade =
    plan &&
    isUpgrade(
      { price: current.priceMinor, interval: current.interval as PlanInterval },
      { price: plan.priceMinor, interval: plan.interval as PlanInterval },
    );
  const price = (p: { priceMinor: number; currency: string; interval: string }) =>
    `${formatMoney(p.priceMinor, p.currency)} ${label(PLAN_PER_INTERVAL_LABELS, p.interval)}`;

  async function send() {
    const result = await change.mutateAsync({ subscriptionId: subscription._id, planId });
    if (!result.success) {
      setFormError(result.messageKey);
      setConfirming(false);
      return;
    }
    showToast('success', messageText(result.messageKey));
    onClose();
  }

  if (confirming && plan)
    return (
      <ConfirmDialog
        title={t('changePlanConfirmTitle', { plan: localName(plan) })}
        message={t('changePlanConfirmText', {
          name: subscription.businessName,
          plan: localName(plan),
          price: price(plan),
        })}
        confirmLabel={t('changePlanConfirm')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    );

  return (
    <FormDialog
      title={t('changePlanTitle', { name: subscription.businessName })}
      description={t('changePlanCurrent', { plan: localName(current), price: price(current) })}
      submitLabel={change.isPending ? t('saving') : t('changePlanSubmit')}
      submitting={change.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = changePlanInputSchema.safeParse({
          subscriptionId: subscription._id,
          planId,
        });
        if (!planId || !parsed.success) {
          setError(planId ? parsed.error?.issues[0]?.message : 'fieldRequired');
          return;
        }
        if (upgrade) setConfirming(true);
        else void send().catch(() => undefined);
      }}
      onClose={onClose}
    >
      <SelectField
        label={t('changePlanNew')}
        required
        data-autofocus
        value={planId}
        error={error}
        onChange={(event) => {
          setPlanId(event.target.value);
          setError(undefined);
          setFormError(undefined);
        }}
        options={[
          { value: '', label: plans.isSuccess ? t('subscribeChoosePlan') : t('loading') },
          ...choices.map((p) => ({ value: p._id, label: `${localName(p)} · ${price(p)}` })),
        ]}
      />
      {plans.isSuccess && choices.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('changePlanNone')}</p>
      )}
      {plan && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {upgrade ? t('changePlanUpgradeText') : t('changePlanDowngradeText')}
        </p>
      )}
      <FormError message={formError} />
    </FormDialog>
  );
}
