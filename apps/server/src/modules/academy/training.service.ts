import { sql } from 'drizzle-orm';
import { percentOf, scoreQuiz } from '@back-office/domain/academy';
import { quizAttemptSchema } from '@back-office/domain/schemas/academy';
import { rowsOf } from '../../db/rows';
import { lessonCompletions, quizAttempts } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import {
  completeFinishedEnrolments,
  selectLearners,
  type Executor,
  type LearnerRow,
  type LessonRow,
} from './academy.queries';
import { filesOf, iso, isoOrNull, lessonView } from './academy-views';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

function trainingView(r: LearnerRow) {
  const done = r.completed_at !== null;
  return {
    courseId: r.course_id,
    titleEn: r.course_title_en,
    titleEl: r.course_title_el,
    descriptionEn: r.description_en,
    descriptionEl: r.description_el,
    enrolledAt: iso(r.enrolled_at),
    dueAt: iso(r.due_at),
    overdue: r.overdue,
    completedLessons: r.completed_lessons,
    totalLessons: r.total_lessons,
    progress: done ? 100 : percentOf(r.completed_lessons, r.total_lessons),
    completedAt: isoOrNull(r.completed_at),
    certificateUrl: done ? `/academy/certificates/${r.course_id}` : null,
  };
}

/** The person's enrolment in a course they can take or have completed, or null. */
export async function enrolment(db: Executor, employeeId: string, courseId: string) {
  if (!isUuid(courseId)) return null;
  const [row] = await selectLearners(db, { employeeId, courseId, takeable: true }, now());
  return row ?? null;
}

export async function myTraining(ctx: GraphQLContext, employeeId: string) {
  const rows = await selectLearners(ctx.db, { employeeId, takeable: true }, now());
  return rows.map(trainingView);
}

export async function trainingCourse(ctx: GraphQLContext, employeeId: string, courseId: string) {
  const row = await enrolment(ctx.db, employeeId, courseId);
  if (!row) return null;
  const lessons = rowsOf<
    LessonRow & { completed: boolean; best_score: number | null; attempts: number }
  >(
    await ctx.db.execute(sql`
      select l.id, l.course_id, l.position, l.kind, l.status, l.title_en, l.title_el, l.content,
        exists (select 1 from lesson_completions x
          where x.lesson_id = l.id and x.employee_id = ${employeeId}) as completed,
        (select max(score)::int from quiz_attempts q
          where q.lesson_id = l.id and q.employee_id = ${employeeId}) as best_score,
        (select count(*)::int from quiz_attempts q
          where q.lesson_id = l.id and q.employee_id = ${employeeId}) as attempts
      from course_lessons l
      where l.course_id = ${courseId} and l.status = 'published'
      order by l.position, l.created_at`),
  );
  const files = await filesOf(ctx.db, lessons);
  return {
    training: trainingView(row),
    lessons: lessons.map((l) => ({
      lesson: lessonView(l, files, false),
      completed: l.completed,
      bestScore: l.best_score,
      attempts: l.attempts,
    })),
  };
}

/** A published lesson of a published course the person is enrolled in, locked; or the refusal. */
async function takeableLesson(db: Executor, employeeId: string, lessonId: string) {
  if (!isUuid(lessonId)) return { refusal: 'lessonNotFound' } as const;
  const [lesson] = rowsOf<LessonRow & { enrolled: boolean }>(
    await db.execute(sql`
      select l.id, l.course_id, l.position, l.kind, l.status, l.title_en, l.title_el, l.content,
        exists (select 1 from course_enrolments e
          where e.course_id = l.course_id and e.employee_id = ${employeeId}) as enrolled
      from course_lessons l join courses c on c.id = l.course_id
      where l.id = ${lessonId} and l.status = 'published' and c.status = 'published'`),
  );
  if (!lesson) return { refusal: 'lessonNotFound' } as const;
  if (!lesson.enrolled) return { refusal: 'notEnrolled' } as const;
  return { lesson } as const;
}

async function trainingAfter(db: Executor, employeeId: string, courseId: string) {
  const row = await enrolment(db, employeeId, courseId);
  return row ? trainingView(row) : null;
}

export async function completeLesson(ctx: GraphQLContext, employeeId: string, lessonId: string) {
  const found = await takeableLesson(ctx.db, employeeId, lessonId);
  if (found.refusal) return { success: false, ...messageOf(found.refusal), training: null };
  if (found.lesson.kind === 'quiz')
    return { success: false, ...messageOf('quizCompletesByPassing'), training: null };
  const at = now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(lessonCompletions)
      .values({ employeeId, lessonId, completedAt: at })
      .onConflictDoNothing();
    await completeFinishedEnrolments(tx, found.lesson.course_id, at, employeeId);
  });
  return {
    success: true,
    ...messageOf('lessonCompleted'),
    training: await trainingAfter(ctx.db, employeeId, found.lesson.course_id),
  };
}

export async function attemptQuiz(ctx: GraphQLContext, employeeId: string, args: unknown) {
  const { lessonId, answers } = parseArgs(quizAttemptSchema, args);
  const found = await takeableLesson(ctx.db, employeeId, lessonId);
  const refused = (message: MessageKey) => ({
    success: false,
    ...messageOf(message),
    score: null,
    passed: null,
    passMark: null,
    training: null,
  });
  if (found.refusal) return refused(found.refusal);
  const { lesson } = found;
  if (lesson.kind !== 'quiz') return refused('notAQuiz');
  const passMark = lesson.content.passMark ?? 100;
  const result = scoreQuiz(lesson.content.questions ?? [], answers, passMark);
  if ('error' in result) return badUserInput(result.error, { answers: result.error });
  const at = now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(quizAttempts).values({
      employeeId,
      lessonId,
      answers,
      score: result.score,
      passed: result.passed,
      createdAt: at,
    });
    if (!result.passed) return;
    await tx
      .insert(lessonCompletions)
      .values({ employeeId, lessonId, completedAt: at })
      .onConflictDoNothing();
    await completeFinishedEnrolments(tx, lesson.course_id, at, employeeId);
  });
  return {
    success: true,
    ...messageOf(result.passed ? 'quizPassed' : 'quizFailed'),
    score: result.score,
    passed: result.passed,
    passMark,
    training: await trainingAfter(ctx.db, employeeId, lesson.course_id),
  };
}
