import { LESSON_KINDS, type LessonKind } from '@back-office/domain/academy';
import { lessonInputSchema } from '@back-office/domain/schemas/academy';
import type { AcademyLessonFieldsFragment } from '../../gql/graphql';
import { formSchema, optionalNumber } from '../../lib/forms';
import type { LessonFileValue } from './lesson-files';

// Fields carry LessonInput's names, so that the server's messages land beside them: imageIds and
// fileId hold the uploaded files themselves (their names are shown), passMark the text typed,
// answerIndex the value of the checked radio ('' while none is).
export interface QuizOptionValues {
  // The id the option was saved with; null for a new one.
  savedId: string | null;
  labelEn: string;
  labelEl: string;
}

export interface QuizQuestionValues {
  savedId: string | null;
  promptEn: string;
  promptEl: string;
  options: QuizOptionValues[];
  answerIndex: string;
}

export interface LessonFormValues {
  kind: LessonKind;
  titleEn: string;
  titleEl: string;
  bodyEn: string;
  bodyEl: string;
  imageIds: LessonFileValue[];
  videoUrl: string;
  fileId: LessonFileValue | null;
  passMark: string;
  questions: QuizQuestionValues[];
}

export const LESSON_FORM_FIELDS = [
  'kind',
  'titleEn',
  'titleEl',
  'bodyEn',
  'bodyEl',
  'imageIds',
  'videoUrl',
  'fileId',
  'passMark',
  'questions',
] as const satisfies readonly (keyof LessonFormValues)[];

export const DEFAULT_PASS_MARK = '80';

export const emptyOption = (): QuizOptionValues => ({ savedId: null, labelEn: '', labelEl: '' });

export const emptyQuestion = (): QuizQuestionValues => ({
  savedId: null,
  promptEn: '',
  promptEl: '',
  options: [emptyOption(), emptyOption()],
  answerIndex: '',
});

const isKind = (value: string): value is LessonKind =>
  (LESSON_KINDS as readonly string[]).includes(value);

const fileValue = (file: AcademyLessonFieldsFragment['images'][number]): LessonFileValue => ({
  id: file._id,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
});

// A new lesson is a text; an existing one's content as saved (a quiz's right answers included:
// its writers receive them).
export function lessonFormValues(lesson: AcademyLessonFieldsFragment | null): LessonFormValues {
  return {
    kind: lesson && isKind(lesson.kind) ? lesson.kind : 'text',
    titleEn: lesson?.titleEn ?? '',
    titleEl: lesson?.titleEl ?? '',
    bodyEn: lesson?.bodyEn ?? '',
    bodyEl: lesson?.bodyEl ?? '',
    imageIds: lesson?.images.map(fileValue) ?? [],
    videoUrl: lesson?.videoUrl ?? '',
    fileId: lesson?.file ? fileValue(lesson.file) : null,
    passMark: lesson?.passMark != null ? String(lesson.passMark) : DEFAULT_PASS_MARK,
    questions:
      lesson?.questions.map((question) => {
        const answer = question.options.findIndex((option) => option._id === question.answerId);
        return {
          savedId: question._id,
          promptEn: question.promptEn,
          promptEl: question.promptEl ?? '',
          options: question.options.map((option) => ({
            savedId: option._id,
            labelEn: option.labelEn,
            labelEl: option.labelEl ?? '',
          })),
          answerIndex: answer >= 0 ? String(answer) : '',
        };
      }) ?? [],
  };
}

// The input of the lesson's kind alone: what another kind's fields hold is not sent.
export function lessonInput(form: LessonFormValues) {
  const common = { kind: form.kind, titleEn: form.titleEn, titleEl: form.titleEl };
  switch (form.kind) {
    case 'text':
      return {
        ...common,
        bodyEn: form.bodyEn,
        bodyEl: form.bodyEl,
        imageIds: form.imageIds.map((file) => file.id),
      };
    case 'video':
      return { ...common, videoUrl: form.videoUrl.trim() };
    case 'pdf':
      return { ...common, fileId: form.fileId?.id ?? null };
    case 'quiz':
      return {
        ...common,
        passMark: optionalNumber(form.passMark),
        questions: form.questions.map((question) => ({
          id: question.savedId,
          promptEn: question.promptEn,
          promptEl: question.promptEl,
          options: question.options.map((option) => ({
            id: option.savedId,
            labelEn: option.labelEn,
            labelEl: option.labelEl,
          })),
          answerIndex: question.answerIndex === '' ? undefined : Number(question.answerIndex),
        })),
      };
  }
}

// Checked with the server's own schema.
export const lessonFormSchema = formSchema(lessonInput, lessonInputSchema);
