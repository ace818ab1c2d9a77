import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  NEW_BUSINESS_SUBSCRIPTION,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
} from '@back-office/domain/people';
import { subscriptionInputSchema } from '@back-office/domain/schemas/people';
import { SelectField } from '../../../components/ui/select-field';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import type { Business } from '../api/business-fields';
import { useSetBusinessSubscription } from '../api/set-business-subscription';
import { isPlan, isSubscriptionStatus, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../labels';
import { SaveDialog } from './save-dialog';

const resolver = zodResolver(subscriptionInputSchema);

// The plan a business is on and how its payment stands.
export function SubscriptionDialog({
  business,
  onClose,
}: {
  business: Business;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const save = useSetBusinessSubscription();
  const current = business.subscription;
  const form = useForm({
    resolver,
    defaultValues: {
      plan: current && isPlan(current.plan) ? current.plan : NEW_BUSINESS_SUBSCRIPTION.plan,
      status: current && isSubscriptionStatus(current.status) ? current.status : 'active',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SaveDialog
      form={form}
      fields={['plan', 'status']}
      title={t('subscriptionEditTitle')}
      description={business.name}
      submitLabel={t('subscriptionSave')}
      save={(input) => save.mutateAsync({ id: business._id, ...input })}
      onClose={onClose}
    >
      <SelectField
        label={t('subscriptionPlan')}
        data-autofocus
        error={errors.plan?.message}
        options={SUBSCRIPTION_PLANS.map((value) => ({ value, label: t(PLAN_LABELS[value]) }))}
        {...register('plan')}
      />
      <SelectField
        label={t('subscriptionStatus')}
        error={errors.status?.message}
        options={SUBSCRIPTION_STATUSES.map((value) => ({
          value,
          label: t(SUBSCRIPTION_STATUS_LABELS[value]),
        }))}
        {...register('status')}
      />
      {current?.currentPeriodEnd && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('subscriptionPeriodEnd', {
            date: dates.date(current.currentPeriodEnd),
          })}
        </p>
      )}
    </SaveDialog>
  );
}
