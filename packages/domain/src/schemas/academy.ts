// The forms of the academy, applied by the server to the same operations' arguments.
import { z } from 'zod';
import { ACADEMY_RULES as R, ACADEMY_STATUSES, LESSON_KINDS } from '../academy';
import { APP_ROLES, type AppRole } from '../roles';
import { optionalText, requiredText } from './fields';
import { msg } from '../message-keys';

export const courseInputSchema = z.object({
  titleEn: requiredText(msg('titleRequired'), R.titleMax),
  titleEl: requiredText(msg('titleRequired'), R.titleMax),
  descriptionEn: optionalText(R.descriptionMax),
  descriptionEl: optionalText(R.descriptionMax),
});
export type CourseInput = z.output<typeof courseInputSchema>;

export const courseFilterSchema = z.object({
  status: z.enum(ACADEMY_STATUSES, { error: msg('unknownStatus') }).nullish(),
});

export const courseAssignmentSchema = z.object({
  courseId: z.uuid({ error: msg('courseNotFound') }),
  role: z.enum(APP_ROLES as [AppRole, ...AppRole[]], { error: msg('roleUnknown') }),
  dueDays: z
    .number({ error: msg('dueDaysInvalid') })
    .int({ error: msg('dueDaysInvalid') })
    .min(1, { error: msg('dueDaysInvalid') })
    .max(R.dueDaysMax, { error: msg('dueDaysInvalid') }),
});

// An id the client kept from an earlier save, or none for a new question or option.
const keptId = z
  .string()
  .max(64)
  .regex(/^[\w-]+$/)
  .nullish()
  .transform((v) => v ?? null);

const quizOption = z.object({
  id: keptId,
  labelEn: requiredText(msg('optionRequired'), R.titleMax),
  labelEl: optionalText(R.titleMax),
});

const quizQuestion = z
  .object({
    id: keptId,
    promptEn: requiredText(msg('promptRequired'), R.titleMax * 5),
    promptEl: optionalText(R.titleMax * 5),
    options: z
      .array(quizOption)
      .min(R.optionsMin, { error: msg('optionsCount') })
      .max(R.optionsMax, { error: msg('optionsCount') }),
    answerIndex: z.number({ error: msg('answerRequired') }).int({ error: msg('answerRequired') }),
  })
  .refine((q) => q.answerIndex >= 0 && q.answerIndex < q.options.length, {
    path: ['answerIndex'],
    error: msg('answerRequired'),
  });

export const lessonInputSchema = z
  .object({
    kind: z.enum(LESSON_KINDS, { error: msg('kindUnknown') }),
    titleEn: requiredText(msg('titleRequired'), R.titleMax),
    titleEl: requiredText(msg('titleRequired'), R.titleMax),
    bodyEn: optionalText(R.bodyMax),
    bodyEl: optionalText(R.bodyMax),
    imageIds: z
      .array(z.uuid({ error: msg('fileNotFound') }))
      .max(R.imagesMax, { error: msg('tooManyImages') })
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    videoUrl: optionalText(2_000),
    fileId: z
      .uuid({ error: msg('fileNotFound') })
      .nullish()
      .transform((v) => v ?? null),
    passMark: z.number().int().nullish(),
    questions: z
      .array(quizQuestion)
      .max(R.questionsMax, { error: msg('tooManyQuestions') })
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'text' && !v.bodyEn) issue('bodyEn', msg('bodyRequired'));
    if (v.kind === 'video' && !isHttpsLink(v.videoUrl)) issue('videoUrl', msg('videoUrlInvalid'));
    if (v.kind === 'pdf' && !v.fileId) issue('fileId', msg('fileRequired'));
    if (v.kind === 'quiz') {
      if (v.questions.length === 0) issue('questions', msg('questionsRequired'));
      if (v.passMark == null || v.passMark < 1 || v.passMark > 100)
        issue('passMark', msg('passMarkInvalid'));
    }
  });
export type LessonInput = z.output<typeof lessonInputSchema>;

// An https address with a host name; anything else (javascript:, http:, a bare word) is refused.
function isHttpsLink(value: string | null): boolean {
  return value !== null && /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}

export const quizAttemptSchema = z.object({
  lessonId: z.uuid({ error: msg('lessonNotFound') }),
  answers: z
    .array(
      z.object({
        questionId: z
          .string({ error: msg('unknownOption') })
          .max(64, { error: msg('unknownOption') }),
        optionId: z
          .string({ error: msg('unknownOption') })
          .max(64, { error: msg('unknownOption') }),
      }),
    )
    .max(R.questionsMax, { error: msg('unknownOption') }),
});
