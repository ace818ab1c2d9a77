import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RESULT_CODES, resultCodeText } from '@back-office/domain/result-codes';
import type { AddTeamMemberInput } from '@back-office/domain/schemas/people';
import { PersonFields, type PersonFieldNames } from '../../../components/people/person-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { useBusinessOptions } from '../../../lib/business-options/list-business-options';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useAddMember } from '../api/save-member';
import {
  ADD_MEMBER_FIELDS,
  addMemberFormSchema,
  localIsoDay,
  newMemberForm,
  type AddMemberForm,
} from '../member-form';
import { MembershipFields } from './membership-fields';

const resolver = zodResolver(addMemberFormSchema);

const PERSON_NAMES: PersonFieldNames<AddMemberForm> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
};

interface AddEmployeeDialogProps {
  // ADMIN: the business the person joins unless another is chosen here; '' for everyone else,
  // who add to their own business.
  merchantId: string;
  chooseBusiness: boolean;
  onClose: () => void;
}

// Adds a person to a business: an existing account by email at once, anyone else by an emailed
// invitation (team.add).
export function AddEmployeeDialog({ merchantId, chooseBusiness, onClose }: AddEmployeeDialogProps) {
  const { t } = useTranslation();
  const add = useAddMember();
  const form = useForm<AddMemberForm, unknown, AddTeamMemberInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: newMemberForm(merchantId, localIsoDay(new Date())),
  });
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  // The dialog would focus its close button: the first field is where the work starts. (This
  // runs after the dialog's own focus, being the effect of its parent.)
  useEffect(
    () => setFocus(chooseBusiness ? 'merchantId' : 'firstName'),
    [chooseBusiness, setFocus],
  );
  const business = useWatch({ control, name: 'merchantId' }) || null;
  const businesses = useBusinessOptions(chooseBusiness).data ?? [];

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await add.mutateAsync(input);
      const member = result.member;
      if (result.messageCode === RESULT_CODES.INVITATION_SENT) {
        showToast('success', t('employeeInvited', { email: input.email }));
        onClose();
      } else if (result.messageCode === RESULT_CODES.MEMBER_ADDED) {
        const name = member ? `${member.firstName} ${member.lastName}` : input.email;
        showToast('success', t('employeeAddedExisting', { name }));
        onClose();
      } else if (result.messageCode === RESULT_CODES.ALREADY_MEMBER) {
        setError('email', { type: 'server', message: 'alreadyMember' }, { shouldFocus: true });
      } else {
        showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(error, ADD_MEMBER_FIELDS, setError);
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('newEmployee')}
        description={t('employeeAddText')}
        submitLabel={t('employeeAdd')}
        submitting={add.isPending}
        onSubmit={(event) => void onSubmit(event)}
        onClose={onClose}
      >
        {chooseBusiness && (
          // Controlled: the options arrive after the form, and must then show the chosen one.
          <Controller
            control={control}
            name="merchantId"
            render={({ field }) => (
              <SelectField
                label={t('columnBusiness')}
                required
                error={errors.merchantId?.message}
                options={businesses.map((option) => ({ value: option._id, label: option.name }))}
                {...field}
              />
            )}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields names={PERSON_NAMES} />
        </div>
        <MembershipFields merchantId={business} />
      </FormDialog>
    </FormProvider>
  );
}
