// The forms of the academy, applied by the server to the same operations' arguments.
import { z } from 'zod';
import {
  ACADEMY_MESSAGES as M,
  ACADEMY_RULES as R,
  ACADEMY_STATUSES,
  LESSON_KINDS,
} from '../academy';
import { MESSAGES } from '../messages';
import { APP_ROLES, type AppRole } from '../roles';
import { optionalText, requiredText } from './fields';

export const courseInputSchema = z.object({
  titleEn: requiredText(M.titleRequired, R.titleMax),
  titleEl: requiredText(M.titleRequired, R.titleMax),
  descriptionEn: optionalText(R.descriptionMax),
  descriptionEl: optionalText(R.descriptionMax),
});
export type CourseInput = z.output<typeof courseInputSchema>;

export const courseFilterSchema = z.object({
  status: z.enum(ACADEMY_STATUSES, { error: MESSAGES.unknownStatus }).nullish(),
});

export const courseAssignmentSchema = z.object({
  courseId: z.uuid({ error: M.courseNotFound }),
  role: z.enum(APP_ROLES as [AppRole, ...AppRole[]], { error: M.roleUnknown }),
  dueDays: z
    .number({ error: M.dueDaysInvalid })
    .int({ error: M.dueDaysInvalid })
    .min(1, { error: M.dueDaysInvalid })
    .max(R.dueDaysMax, { error: M.dueDaysInvalid }),
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
  labelEn: requiredText(M.optionRequired, R.titleMax),
  labelEl: optionalText(R.titleMax),
});

const quizQuestion = z
  .object({
    id: keptId,
    promptEn: requiredText(M.promptRequired, R.titleMax * 5),
    promptEl: optionalText(R.titleMax * 5),
    options: z
      .array(quizOption)
      .min(R.optionsMin, { error: M.optionsCount })
      .max(R.optionsMax, { error: M.optionsCount }),
    answerIndex: z.number({ error: M.answerRequired }).int({ error: M.answerRequired }),
  })
  .refine((q) => q.answerIndex >= 0 && q.answerIndex < q.options.length, {
    path: ['answerIndex'],
    error: M.answerRequired,
  });

export const lessonInputSchema = z
  .object({
    kind: z.enum(LESSON_KINDS, { error: M.kindUnknown }),
    titleEn: requiredText(M.titleRequired, R.titleMax),
    titleEl: requiredText(M.titleRequired, R.titleMax),
    bodyEn: optionalText(R.bodyMax),
    bodyEl: optionalText(R.bodyMax),
    imageIds: z
      .array(z.uuid({ error: M.fileNotFound }))
      .max(R.imagesMax, { error: M.tooManyImages })
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    videoUrl: optionalText(2_000),
    fileId: z
      .uuid({ error: M.fileNotFound })
      .nullish()
      .transform((v) => v ?? null),
    passMark: z.number().int().nullish(),
    questions: z
      .array(quizQuestion)
      .max(R.questionsMax, { error: M.tooManyQuestions })
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'text' && !v.bodyEn) issue('bodyEn', M.bodyRequired);
    if (v.kind === 'video' && !isHttpsLink(v.videoUrl)) issue('videoUrl', M.videoUrlInvalid);
    if (v.kind === 'pdf' && !v.fileId) issue('fileId', M.fileRequired);
    if (v.kind === 'quiz') {
      if (v.questions.length === 0) issue('questions', M.questionsRequired);
      if (v.passMark == null || v.passMark < 1 || v.passMark > 100)
        issue('passMark', M.passMarkInvalid);
    }
  });
export type LessonInput = z.output<typeof lessonInputSchema>;

// An https address with a host name; anything else (javascript:, http:, a bare word) is refused.
function isHttpsLink(value: string | null): boolean {
  return value !== null && /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}

export const quizAttemptSchema = z.object({
  lessonId: z.uuid({ error: M.lessonNotFound }),
  answers: z
    .array(
      z.object({
        questionId: z.string({ error: M.unknownOption }).max(64, { error: M.unknownOption }),
        optionId: z.string({ error: M.unknownOption }).max(64, { error: M.unknownOption }),
      }),
    )
    .max(R.questionsMax, { error: M.unknownOption }),
});
