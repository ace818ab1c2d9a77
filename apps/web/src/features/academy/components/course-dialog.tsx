import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ACADEMY_RULES } from '@back-office/domain/academy';
import type { CourseInput } from '@back-office/domain/schemas/academy';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { AcademyCourseFieldsFragment } from '../../../gql/graphql';
import { saveForm } from '../../../lib/forms';
import { useCreateCourse, useUpdateCourse } from '../api/academy';
import {
  COURSE_FORM_FIELDS,
  courseFormSchema,
  courseFormValues,
  type CourseFormValues,
} from '../course-form';

// A new course (a draft, opened once saved), or the texts of one, in English and Greek.
export function CourseDialog({
  course,
  onClose,
  onCreated,
}: {
  course: AcademyCourseFieldsFragment | null;
  onClose: () => void;
  onCreated?: (courseId: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: zodResolver(courseFormSchema),
    mode: 'onTouched',
    defaultValues: courseFormValues(course),
  });
  const [descriptionEn = '', descriptionEl = ''] = useWatch({
    control,
    name: ['descriptionEn', 'descriptionEl'],
  });

  const onSubmit = handleSubmit(async (input) => {
    let createdId: string | null = null;
    const saved = await saveForm(
      async () => {
        if (course) return update.mutateAsync({ id: course._id, input });
        const result = await create.mutateAsync(input);
        createdId = result.course?._id ?? null;
        return result;
      },
      COURSE_FORM_FIELDS,
      setError,
    );
    if (!saved) return;
    if (createdId && onCreated) onCreated(createdId);
    else onClose();
  });

  return (
    <FormDialog
      wide
      title={course ? t('academyEditCourse') : t('academyNewCourse')}
      description={course ? undefined : t('academyNewCourseText')}
      submitLabel={
        isSubmitting ? t('saving') : course ? t('saveChanges') : t('academyCreateCourse')
      }
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('academyTitleEn')}
          required
          data-autofocus
          autoComplete="off"
          maxLength={ACADEMY_RULES.titleMax}
          error={errors.titleEn?.message}
          {...register('titleEn')}
        />
        <TextField
          label={t('academyTitleEl')}
          required
          lang="el"
          autoComplete="off"
          maxLength={ACADEMY_RULES.titleMax}
          error={errors.titleEl?.message}
          {...register('titleEl')}
        />
      </div>
      <TextareaField
        label={t('academyDescriptionEn')}
        maxLength={ACADEMY_RULES.descriptionMax}
        count={descriptionEn.length}
        error={errors.descriptionEn?.message}
        {...register('descriptionEn')}
      />
      <TextareaField
        label={t('academyDescriptionEl')}
        lang="el"
        maxLength={ACADEMY_RULES.descriptionMax}
        count={descriptionEl.length}
        error={errors.descriptionEl?.message}
        {...register('descriptionEl')}
      />
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
