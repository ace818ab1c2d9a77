import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowUpDown, Ban, CalendarX, Pause, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import {
  useCancelSubscription,
  usePauseSubscription,
  useResumeSubscription,
} from '../api/subscriptions';
import { ChangePlanDialog } from './change-plan-dialog';

type Subscription = SubscriptionFieldsFragment;
type Action = 'change' | 'pause' | 'resume' | 'cancel-at-end' | 'cancel-now';

// What can be done to a subscription that has not ended: each step that charges or ends is asked
// once more.
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const pause = usePauseSubscription();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const [action, setAction] = useState<Action | null>(null);
  const name = subscription.businessName;
  const paused = subscription.status === 'paused';
  const periodEnd = subscription.currentPeriodEnd ? dates.date(subscription.currentPeriodEnd) : '';

  // A refusal is said and the confirmation closes; the page shows the subscription as it is.
  async function run(write: () => Promise<{ success: boolean; messageKey: string }>) {
    const result = await write();
    showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
  }

  const confirmations: Record<Exclude<Action, 'change'>, () => ReactNode> = {
    pause: () => (
      <ConfirmDialog
        title={t('subscriptionPauseTitle', { name })}
        message={t('subscriptionPauseText')}
        confirmLabel={t('subscriptionPause')}
        onConfirm={() => run(() => pause.mutateAsync(subscription._id))}
        onClose={() => setAction(null)}
      />
    ),
    resume: () => (
      <ConfirmDialog
        title={t('subscriptionResumeTitle', { name })}
        message={t('subscriptionResumeText')}
        confirmLabel={t('subscriptionResume')}
        onConfirm={() => run(() => resume.mutateAsync(subscription._id))}
        onClose={() => setAction(null)}
      />
    ),
    'cancel-at-end': () => (
      <ConfirmDialog
        title={t('subscriptionCancelTitle', { name })}
        message={
          periodEnd
            ? t('subscriptionCancelAtEndText', { date: periodEnd })
            : t('subscriptionCancelAtEndTextNoDate')
        }
        confirmLabel={t('subscriptionCancelAtEnd')}
        danger
        onConfirm={() =>
          run(() => cancel.mutateAsync({ subscriptionId: subscription._id, atPeriodEnd: true }))
        }
        onClose={() => setAction(null)}
      />
    ),
    'cancel-now': () => (
      <ConfirmDialog
        title={t('subscriptionCancelTitle', { name })}
        message={t('subscriptionCancelNowText')}
        confirmLabel={t('subscriptionCancelNow')}
        danger
        onConfirm={() =>
          run(() => cancel.mutateAsync({ subscriptionId: subscription._id, atPeriodEnd: false }))
        }
        onClose={() => setAction(null)}
      />
    ),
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setAction('change')}>
        <ArrowUpDown className="size-4" aria-hidden="true" />
        {t('changePlan')}
      </Button>
      {paused ? (
        <Button variant="secondary" onClick={() => setAction('resume')}>
          <Play className="size-4" aria-hidden="true" />
          {t('subscriptionResume')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAction('pause')}>
          <Pause className="size-4" aria-hidden="true" />
          {t('subscriptionPause')}
        </Button>
      )}
      {!subscription.endsAt && (
        <Button variant="secondary" onClick={() => setAction('cancel-at-end')}>
          <CalendarX className="size-4" aria-hidden="true" />
          {t('subscriptionCancelAtEnd')}
        </Button>
      )}
      <Button variant="danger" onClick={() => setAction('cancel-now')}>
        <Ban className="size-4" aria-hidden="true" />
        {t('subscriptionCancelNow')}
      </Button>
      {action === 'change' && (
        <ChangePlanDialog subscription={subscription} onClose={() => setAction(null)} />
      )}
      {action && action !== 'change' && confirmations[action]()}
    </div>
  );
}
