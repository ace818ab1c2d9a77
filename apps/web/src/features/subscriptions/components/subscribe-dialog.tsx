import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { formatMoney } from '@back-office/domain/money';
import { subscribeInputSchema } from '@back-office/domain/schemas/subscriptions';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formSchema, showServerFieldErrors } from '../../../lib/forms';
import { useLocalName } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PLAN_PER_INTERVAL_LABELS } from '../../../lib/subscription-labels';
import { showToast } from '../../../lib/toast';
import { usePlans, useSubscribe, useUnsubscribedBusinesses } from '../api/subscriptions';

interface SubscribeForm {
  merchantId: string;
  planId: string;
  withTrial: boolean;
}

const FIELDS = ['merchantId', 'planId'] as const;
// Nothing chosen yet is a missing choice, not an unknown business or plan.
const resolver = zodResolver(
  formSchema(
    (form: SubscribeForm) => form,
    subscribeInputSchema,
    (form) => ({
      merchantId: form.merchantId ? null : 'fieldRequired',
      planId: form.planId ? null : 'fieldRequired',
    }),
  ),
);

// Subscribes a business without a live subscription to an active plan: with the plan's trial
// first, or invoiced for its first period now (asked once more, as it charges).
export function SubscribeDialog({
  merchantId,
  onClose,
  onSubscribed,
}: {
  merchantId: string;
  onClose: () => void;
  onSubscribed: (subscriptionId: string) => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  const [search, setSearch] = useState('');
  const found = useUnsubscribedBusinesses({ search: search.trim() });
  // The business the dialog was opened for stays a choice whatever the search finds.
  const given = useUnsubscribedBusinesses({ merchantId }, Boolean(merchantId));
  const plans = usePlans(true);
  const subscribe = useSubscribe();
  const [confirming, setConfirming] = useState<z.output<typeof subscribeInputSchema> | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeForm, unknown, z.output<typeof subscribeInputSchema>>({
    resolver,
    defaultValues: { merchantId, planId: '', withTrial: true },
  });
  const [chosenId, planId, withTrial] = useWatch({
    control,
    name: ['merchantId', 'planId', 'withTrial'],
  });
  // Every business offered so far, so that the one chosen stays among the options (and named in
  // the confirmation) after a search that leaves it out.
  const [offered] = useState(() => new Map<string, string>());
  for (const b of [...(given.data ?? []), ...(found.data ?? [])]) offered.set(b._id, b.name);
  const businessOptions = [
    ...new Set([
      ...(given.data ?? []).map((b) => b._id),
      ...(chosenId && offered.has(chosenId) ? [chosenId] : []),
      ...(found.data ?? []).map((b) => b._id),
    ]),
  ].map((id) => ({ value: id, label: offered.get(id)! }));
  const plan = plans.data?.find((p) => p._id === planId);
  const price = plan
    ? `${formatMoney(plan.priceMinor, plan.currency)} ${label(PLAN_PER_INTERVAL_LABELS, plan.interval)}`
    : '';
  const trial = Boolean(plan && withTrial && plan.trialDays > 0);

  async function send(input: z.output<typeof subscribeInputSchema>) {
    try {
      const result = await subscribe.mutateAsync(input);
      if (!result.success || !result.subscription) {
        setError('root', { message: result.messageKey });
        return false;
      }
      showToast('success', messageText(result.messageKey));
      onSubscribed(result.subscription._id);
      return true;
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError))
        setError('root', { message: (error as Error).message });
      return false;
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    // Without a trial the first period is invoiced at once: asked once more.
    if (!trial) setConfirming(input);
    else await send(input);
  });

  if (confirming) {
    const business = offered.get(confirming.merchantId) ?? '';
    return (
      <ConfirmDialog
        title={t('subscribeConfirmTitle', { name: business })}
        message={t('subscribeConfirmText', { name: business, price })}
        confirmLabel={t('subscribeConfirm')}
        // Refused, the form comes back with the reason.
        onConfirm={() => send(confirming)}
        onClose={() => setConfirming(null)}
      />
    );
  }

  return (
    <FormDialog
      title={t('subscribeBusiness')}
      submitLabel={t('subscribeSubmit')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        type="search"
        label={t('subscribeFindBusiness')}
        placeholder={t('subscribeFindBusinessHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('columnBusiness')}
        required
        data-autofocus
        error={errors.merchantId?.message}
        options={[
          { value: '', label: found.isSuccess ? t('subscribeChooseBusiness') : t('loading') },
          ...businessOptions,
        ]}
        {...register('merchantId')}
      />
      <SelectField
        label={t('subscriptionPlanColumn')}
        required
        error={errors.planId?.message}
        options={[
          { value: '', label: plans.isSuccess ? t('subscribeChoosePlan') : t('loading') },
          ...(plans.data ?? []).map((p) => ({
            value: p._id,
            label: `${localName(p)} · ${formatMoney(p.priceMinor, p.currency)} ${label(PLAN_PER_INTERVAL_LABELS, p.interval)}`,
          })),
        ]}
        {...register('planId')}
      />
      <CheckboxField label={t('subscribeWithTrial')} {...register('withTrial')} />
      {plan && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {trial
            ? t('subscribeTrialText', { count: plan.trialDays, price })
            : t('subscribeNowText', { price })}
        </p>
      )}
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
