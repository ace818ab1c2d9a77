import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DEPARTMENT_MAX } from '@back-office/domain/people';
import { TextField } from '../../../components/ui/text-field';
import { useDepartments, useGrantableRoles } from '../api/team-lookups';
import { roleChoices, type MembershipFieldValues } from '../member-form';
import { RoleCheckboxes } from './role-checkboxes';

interface MembershipFieldsProps {
  // The business of the membership (null: the caller's own): what may be granted there, and
  // the departments it uses.
  merchantId: string | null;
  // The roles the member holds already, offered even where the caller could not grant them.
  held?: readonly string[];
}

// Roles, department, position and dates: the part of a membership both dialogs edit, inside the
// <FormProvider> of the form that holds them.
export function MembershipFields({ merchantId, held = [] }: MembershipFieldsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<MembershipFieldValues>();
  const grantable = useGrantableRoles(merchantId);
  // The departments in use are suggested, so that one team is not spelled two ways.
  const departments = useDepartments(merchantId).data ?? [];
  return (
    <>
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <RoleCheckboxes
            {...field}
            choices={roleChoices(grantable.data ?? [], [...held, ...field.value])}
            loading={grantable.isPending}
            error={errors.roles?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('employeeDepartment')}
          list={listId}
          maxLength={DEPARTMENT_MAX}
          autoComplete="off"
          error={errors.department?.message}
          {...register('department')}
        />
        <datalist id={listId}>
          {departments.map((department) => (
            <option key={department} value={department} />
          ))}
        </datalist>
        <TextField
          label={t('employeePosition')}
          maxLength={DEPARTMENT_MAX}
          error={errors.position?.message}
          {...register('position')}
        />
        <TextField
          label={t('employeeStartingDate')}
          type="date"
          error={errors.startingDate?.message}
          {...register('startingDate')}
        />
        <TextField
          label={t('employeeEndDate')}
          type="date"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
    </>
  );
}
