import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Programme } from '@back-office/domain/members';
import { renewInputSchema } from '@back-office/domain/schemas/members';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import type { MemberFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { useRenew } from '../api/members';
import { TierSelect } from './tier-select';

// Adds the member's next period, on the same tier or another active one of the programme: right
// after the covered time, or from now when it has lapsed.
export function RenewDialog({
  programme,
  member,
  onClose,
}: {
  programme: Programme;
  member: MemberFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const renew = useRenew();
  const [tierId, setTierId] = useState(member.tier._id);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    const input = {
      membershipId: member._id,
      // What this dialog showed: a renewal made meanwhile (another tab, a double click) refuses
      // this one instead of adding a second period.
      lastPeriodEnd: member.lastPeriodEnd,
      tierId: tierId === member.tier._id ? null : tierId,
    };
    const parsed = renewInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const result = await renew.mutateAsync(input);
    if (!result.success) {
      setError(result.messageKey);
      return;
    }
    showToast('success', messageText(result.messageKey));
    onClose();
  }

  return (
    <FormDialog
      title={t('memberRenewTitle', { name: member.customerName })}
      description={
        member.coveredUntil
          ? t('memberRenewFrom', { date: dates.date(member.coveredUntil) })
          : t('memberRenewFromNow')
      }
      submitLabel={renew.isPending ? t('saving') : t('memberRenew')}
      submitting={renew.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
      onClose={onClose}
    >
      <TierSelect
        programme={programme}
        priced
        keep={member.tier._id}
        value={tierId}
        onChange={(value) => {
          setTierId(value);
          setError(undefined);
        }}
      />
      <FormError message={error} />
    </FormDialog>
  );
}
