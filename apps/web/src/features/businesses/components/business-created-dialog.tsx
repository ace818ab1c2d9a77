import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import type { Business } from '../api/business-fields';
import type { CreatedBusiness } from '../api/create-business';
import { PLAN_LABELS } from '../labels';

// What business.create did: the business is there, on its trial, and its executive was
// invited by email, or, having an account already, simply given the membership.
export function BusinessCreatedDialog({
  created: { business, executive, invitationSent },
  onClose,
}: {
  created: CreatedBusiness & { business: Business };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const label = useValueLabel();
  const subscription = business.subscription;
  const person = executive ? `${executive.firstName} ${executive.lastName}` : '';
  return (
    <Dialog
      title={t('businessCreated')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <div className="flex justify-end">
          <Button onClick={onClose} data-autofocus>
            {t('businessCreatedDone')}
          </Button>
        </div>
      }
    >
      <div role="status" className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
        <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('businessCreatedReady', { name: business.name })}
        </p>
        {subscription?.currentPeriodEnd && (
          <p>
            {t('businessCreatedTrial', {
              plan: label(PLAN_LABELS, subscription.plan),
              date: dates.date(subscription.currentPeriodEnd),
            })}
          </p>
        )}
        {executive && (
          <p>
            {invitationSent
              ? t('businessInvitationSent', { email: executive.email, person, name: business.name })
              : t('businessExecutiveAdded', {
                  email: executive.email,
                  person,
                  name: business.name,
                })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
