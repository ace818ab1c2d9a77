import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { Business } from '../api/business-fields';
import type { CreatedBusiness } from '../api/create-business';

// What business.create did: the business is there (to be subscribed to a plan on the
// subscription settings), and its executive was invited by email, or, having an account already,
// simply given the membership.
export function BusinessCreatedDialog({
  created: { business, executive, invitationSent },
  onClose,
}: {
  created: CreatedBusiness & { business: Business };
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
        <p>
          <Link
            to={`/subscription-settings?business=${business._id}`}
            className="font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
          >
            {t('businessCreatedSubscribe')}
          </Link>
        </p>
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
