import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MEMBERSHIP_STATUSES } from '@back-office/domain/people';
import { RESULT_CODES, resultCodeText } from '@back-office/domain/result-codes';
import type { MembershipInput } from '@back-office/domain/schemas/people';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import type { Member } from '../api/member-fields';
import { useUpdateMembership } from '../api/save-member';
import { MEMBER_STATUS_LABELS } from '../labels';
import {
  endsAccess,
  MEMBERSHIP_FIELDS,
  membershipForm,
  membershipFormSchema,
  type MembershipForm,
} from '../member-form';
import { MembershipFields } from './membership-fields';

const resolver = zodResolver(membershipFormSchema);

// Edits one membership: roles, department, position, status and dates (team.updateMembership).
// Deactivating ends the person's access, so it is confirmed first.
export function EditMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMembership();
  const [confirming, setConfirming] = useState<MembershipInput | null>(null);
  // A refusal that no field explains (LAST_EXECUTIVE), shown until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MembershipForm, unknown, MembershipInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: membershipForm(member),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const name = `${member.firstName} ${member.lastName}`;

  async function save(input: MembershipInput) {
    setRefusal(null);
    try {
      const result = await update.mutateAsync({ id: member._id, input });
      if (result.success) {
        showToast('success', t('changesSaved'));
        onClose();
        return;
      }
      const text = t(resultCodeText(result.messageCode) ?? 'unexpectedError');
      showToast('error', text);
      if (result.messageCode === RESULT_CODES.MEMBER_NOT_FOUND) onClose();
      else setRefusal(text);
    } catch (error) {
      showServerFieldErrors(error, MEMBERSHIP_FIELDS, setError);
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    if (endsAccess(member, input)) setConfirming(input);
    else await save(input);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('employeeEditTitle')}
        description={`${name} · ${member.email}`}
        submitLabel={t('actionSave')}
        submitting={update.isPending}
        onSubmit={(event) => void onSubmit(event)}
        onClose={onClose}
      >
        {refusal && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
          >
            {refusal}
          </p>
        )}
        <SelectField
          label={t('employeeStatus')}
          data-autofocus
          error={errors.status?.message}
          options={MEMBERSHIP_STATUSES.map((status) => ({
            value: status,
            label: t(MEMBER_STATUS_LABELS[status]),
          }))}
          {...register('status')}
        />
        <MembershipFields merchantId={member.merchantId} held={member.roles} />
      </FormDialog>
      {confirming && (
        <ConfirmDialog
          title={t('employeeDeactivateTitle', { name })}
          message={t('employeeDeactivateText', { name, business: member.merchantName })}
          confirmLabel={t('employeeDeactivate')}
          danger
          onConfirm={() => save(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </FormProvider>
  );
}
