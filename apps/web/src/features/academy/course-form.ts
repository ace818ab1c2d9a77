import { courseInputSchema } from '@back-office/domain/schemas/academy';
import type { AcademyCourseFieldsFragment } from '../../gql/graphql';
import { formSchema } from '../../lib/forms';

// Fields carry CourseInput's names, so that the server's messages land beside them.
export interface CourseFormValues {
  titleEn: string;
  titleEl: string;
  descriptionEn: string;
  descriptionEl: string;
}

export const COURSE_FORM_FIELDS = [
  'titleEn',
  'titleEl',
  'descriptionEn',
  'descriptionEl',
] as const satisfies readonly (keyof CourseFormValues)[];

export function courseFormValues(
  course: Pick<
    AcademyCourseFieldsFragment,
    'titleEn' | 'titleEl' | 'descriptionEn' | 'descriptionEl'
  > | null,
): CourseFormValues {
  return {
    titleEn: course?.titleEn ?? '',
    titleEl: course?.titleEl ?? '',
    descriptionEn: course?.descriptionEn ?? '',
    descriptionEl: course?.descriptionEl ?? '',
  };
}

// Checked with the server's own schema; an empty description is sent as none.
export const courseFormSchema = formSchema(
  (form: CourseFormValues) => ({
    titleEn: form.titleEn.trim(),
    titleEl: form.titleEl.trim(),
    descriptionEn: form.descriptionEn.trim() || null,
    descriptionEl: form.descriptionEl.trim() || null,
  }),
  courseInputSchema,
);
