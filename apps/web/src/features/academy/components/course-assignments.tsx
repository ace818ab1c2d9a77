import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { UserPlus } from 'lucide-react';
import { APP_ROLES } from '@back-office/domain/roles';
import { courseAssignmentSchema } from '@back-office/domain/schemas/academy';
import { Button } from '../../../components/ui/button';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { AcademyCourseFieldsFragment } from '../../../gql/graphql';
import { formSchema, optionalNumber, saveForm } from '../../../lib/forms';
import { useDomainLabel } from '../../../lib/i18n/use-domain-label';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { useAssignCourse, useUnassignCourse } from '../api/academy';

interface AssignmentFormValues {
  courseId: string;
  role: string;
  dueDays: string;
}

const FIELDS = ['role', 'dueDays'] as const;
const DEFAULT_DUE_DAYS = '14';

const assignmentFormSchema = formSchema(
  (form: AssignmentFormValues) => ({
    courseId: form.courseId,
    role: form.role,
    dueDays: optionalNumber(form.dueDays),
  }),
  courseAssignmentSchema,
);

// The roles the course is assigned to, each with the days its holders have to complete it; a
// role assigned again gets the new due time. Everyone holding an assigned role, in any business,
// is enrolled once the course is published.
export function CourseAssignments({
  course,
  writable,
}: {
  course: AcademyCourseFieldsFragment;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const domainLabel = useDomainLabel();
  const assign = useAssignCourse();
  const unassign = useUnassignCourse();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AssignmentFormValues, unknown, { courseId: string; role: string; dueDays: number }>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: { courseId: course._id, role: '', dueDays: DEFAULT_DUE_DAYS },
  });
  const roleName = (role: string) => domainLabel(`role.${role}`);

  const onSubmit = handleSubmit(async ({ role, dueDays }) => {
    const saved = await saveForm(
      () => assign.mutateAsync({ courseId: course._id, role, dueDays }),
      FIELDS,
      setError,
    );
    if (saved) reset({ courseId: course._id, role: '', dueDays: DEFAULT_DUE_DAYS });
  });

  async function remove(role: string) {
    const result = await unassign.mutateAsync({ courseId: course._id, role }).catch(() => null);
    if (result) showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
  }

  return (
    <section aria-labelledby="academy-assignments-title" className="space-y-3">
      <div>
        <h3 id="academy-assignments-title" className="text-lg font-semibold">
          {t('academyAssignments')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('academyAssignmentsText')}</p>
      </div>
      {course.assignments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('academyNoAssignments')}
        </p>
      ) : (
        <ul
          aria-labelledby="academy-assignments-title"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {course.assignments.map((assignment) => (
            <li key={assignment.role} className="flex flex-wrap items-center gap-3 px-4 py-2">
              <span className="font-medium">{roleName(assignment.role)}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('academyDueWithin', { count: assignment.dueDays })}
              </span>
              {writable && (
                <RowAction
                  danger
                  className="ml-auto"
                  disabled={unassign.isPending}
                  aria-label={t('academyUnassignNamed', { role: roleName(assignment.role) })}
                  onClick={() => void remove(assignment.role)}
                >
                  {t('academyUnassign')}
                </RowAction>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (
        <form
          noValidate
          aria-label={t('academyAssign')}
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-3"
        >
          <div className="flex flex-wrap items-start gap-3">
            <SelectField
              className="w-full sm:w-52"
              label={t('academyRole')}
              required
              error={errors.role?.message}
              options={[
                { value: '', label: t('academyChooseRole') },
                ...APP_ROLES.map((role) => ({ value: role, label: roleName(role) })),
              ]}
              {...register('role')}
            />
            <TextField
              className="w-full sm:w-40"
              label={t('academyDueDays')}
              required
              inputMode="numeric"
              autoComplete="off"
              error={errors.dueDays?.message}
              {...register('dueDays')}
            />
            <Button type="submit" className="sm:mt-6" loading={isSubmitting}>
              {!isSubmitting && <UserPlus className="size-4" aria-hidden="true" />}
              {t('academyAssign')}
            </Button>
          </div>
          <FormError message={errors.root?.message} />
        </form>
      )}
    </section>
  );
}
