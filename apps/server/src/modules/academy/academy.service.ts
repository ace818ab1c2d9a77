import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { ACADEMY_RULES, percentOf } from '@back-office/domain/academy';
import {
  courseAssignmentSchema,
  courseFilterSchema,
  courseInputSchema,
  lessonInputSchema,
  type LessonInput,
} from '@back-office/domain/schemas/academy';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { courseAssignments, courseLessons, courses } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import {
  completeFinishedEnrolments,
  enrolRoleHolders,
  selectBusinessProgress,
  selectCourses,
  selectFiles,
  selectLearnerPage,
  selectLearners,
  type Executor,
  type LearnerFilter,
  type LearnerPage,
  type LessonRow,
} from './academy.queries';
import { courseViews, filesOf, iso, isoOrNull, lessonContent, lessonView } from './academy-views';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

type CourseView = Awaited<ReturnType<typeof courseViews>>[number];
const courseRefused = (message: MessageKey) => ({
  success: false,
  ...messageOf(message),
  course: null,
});
const lessonRefused = (message: MessageKey) => ({
  success: false,
  ...messageOf(message),
  lesson: null,
});

async function courseById(db: Executor, id: string): Promise<CourseView | null> {
  if (!isUuid(id)) return null;
  const rows = await selectCourses(db, sql`c.id = ${id}`, now());
  return (await courseViews(db, rows))[0] ?? null;
}

export async function listCourses(ctx: GraphQLContext, args: { status?: string | null }) {
  const { status } = parseArgs(courseFilterSchema, args);
  const rows = await selectCourses(ctx.db, status ? sql`c.status = ${status}` : sql`true`, now());
  return courseViews(ctx.db, rows);
}

export const getCourse = (ctx: GraphQLContext, id: string) => courseById(ctx.db, id);

export async function createCourse(ctx: GraphQLContext, employeeId: string, input: unknown) {
  const values = parseArgs(courseInputSchema, input);
  const [row] = await ctx.db
    .insert(courses)
    .values({ ...values, createdBy: employeeId })
    .returning({ id: courses.id });
  return {
    success: true,
    ...messageOf('courseCreated'),
    course: await courseById(ctx.db, row!.id),
  };
}

/** The course, locked for the change, unless it is missing or retired (then the refusal). */
async function changeableCourse(db: Executor, id: string) {
  if (!isUuid(id)) return { refusal: 'courseNotFound' } as const;
  const [row] = rowsOf<{ id: string; status: string }>(
    await db.execute(sql`select id, status from courses where id = ${id} for update`),
  );
  if (!row) return { refusal: 'courseNotFound' } as const;
  if (row.status === 'retired') return { refusal: 'courseRetiredLocked' } as const;
  return { course: row } as const;
}

export async function updateCourse(ctx: GraphQLContext, id: string, input: unknown) {
  const values = parseArgs(courseInputSchema, input);
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, id);
    if (found.refusal) return found.refusal;
    await tx
      .update(courses)
      .set({ ...values, updatedAt: now() })
      .where(eq(courses.id, id));
    return null;
  });
  if (outcome) return courseRefused(outcome);
  return { success: true, ...messageOf('courseSaved'), course: await courseById(ctx.db, id) };
}

export async function publishCourse(ctx: GraphQLContext, id: string) {
  const at = now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, id);
    if (found.refusal) return found.refusal;
    if (found.course.status !== 'draft') return 'academyInvalidTransition';
    const [lessons] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from course_lessons
        where course_id = ${id} and status = 'published'`),
    );
    if (!lessons?.n) return 'noPublishedLessons';
    await tx
      .update(courses)
      .set({ status: 'published', publishedAt: at, updatedAt: at })
      .where(eq(courses.id, id));
    await enrolRoleHolders(tx, id, at);
    return null;
  });
  if (outcome) return courseRefused(outcome);
  return { success: true, ...messageOf('coursePublished'), course: await courseById(ctx.db, id) };
}

export async function retireCourse(ctx: GraphQLContext, id: string) {
  const at = now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, id);
    if (found.refusal) return found.refusal;
    await tx
      .update(courses)
      .set({ status: 'retired', retiredAt: at, updatedAt: at })
      .where(eq(courses.id, id));
    return null;
  });
  if (outcome) return courseRefused(outcome);
  return { success: true, ...messageOf('courseRetired'), course: await courseById(ctx.db, id) };
}

export async function assignCourse(ctx: GraphQLContext, args: unknown) {
  const { courseId, role, dueDays } = parseArgs(courseAssignmentSchema, args);
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, courseId);
    if (found.refusal) return found.refusal;
    await tx
      .insert(courseAssignments)
      .values({ courseId, roleId: role, dueDays })
      .onConflictDoUpdate({
        target: [courseAssignments.courseId, courseAssignments.roleId],
        set: { dueDays },
      });
    await enrolRoleHolders(tx, courseId, now());
    return null;
  });
  if (outcome) return courseRefused(outcome);
  return {
    success: true,
    ...messageOf('courseAssigned'),
    course: await courseById(ctx.db, courseId),
  };
}

export async function unassignCourse(ctx: GraphQLContext, args: unknown) {
  const { courseId, role } = parseArgs(
    courseAssignmentSchema.pick({ courseId: true, role: true }),
    args,
  );
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, courseId);
    if (found.refusal) return found.refusal;
    await tx
      .delete(courseAssignments)
      .where(and(eq(courseAssignments.courseId, courseId), eq(courseAssignments.roleId, role)));
    return null;
  });
  if (outcome) return courseRefused(outcome);
  return {
    success: true,
    ...messageOf('courseUnassigned'),
    course: await courseById(ctx.db, courseId),
  };
}

/** Refuses files that were never uploaded, a non-image shown in a text, a non-PDF as a PDF. */
async function checkFiles(db: Executor, input: LessonInput) {
  const ids = input.kind === 'text' ? input.imageIds : input.kind === 'pdf' ? [input.fileId!] : [];
  const files = new Map((await selectFiles(db, ids)).map((f) => [f.id, f]));
  for (const id of ids) {
    const file = files.get(id);
    const field = input.kind === 'text' ? 'imageIds' : 'fileId';
    if (!file) badUserInput('fileNotFound', { [field]: 'fileNotFound' });
    else if (
      input.kind === 'text' &&
      !(ACADEMY_RULES.imageTypes as readonly string[]).includes(file.content_type)
    )
      badUserInput('fileNotImage', { imageIds: 'fileNotImage' });
    else if (input.kind === 'pdf' && file.content_type !== 'application/pdf')
      badUserInput('fileNotPdf', { fileId: 'fileNotPdf' });
  }
}

async function lessonById(db: Executor, id: string) {
  const [row] = rowsOf<LessonRow>(
    await db.execute(sql`select id, course_id, position, kind, status, title_en, title_el, content
      from course_lessons where id = ${id}`),
  );
  if (!row) return null;
  return lessonView(row, await filesOf(db, [row]), true);
}

export async function addLesson(ctx: GraphQLContext, courseId: string, input: unknown) {
  const lesson = parseArgs(lessonInputSchema, input);
  await checkFiles(ctx.db, lesson);
  const created = await ctx.db.transaction(async (tx) => {
    const found = await changeableCourse(tx, courseId);
    if (found.refusal) return { refusal: found.refusal };
    const [last] = rowsOf<{ n: number }>(
      await tx.execute(sql`select coalesce(max(position), 0)::int as n from course_lessons
        where course_id = ${courseId}`),
    );
    const [row] = await tx
      .insert(courseLessons)
      .values({
        courseId,
        position: (last?.n ?? 0) + 1,
        kind: lesson.kind,
        titleEn: lesson.titleEn,
        titleEl: lesson.titleEl,
        content: lessonContent(lesson),
      })
      .returning({ id: courseLessons.id });
    return { id: row!.id };
  });
  if (created.refusal) return lessonRefused(created.refusal);
  return {
    success: true,
    ...messageOf('lessonAdded'),
    lesson: await lessonById(ctx.db, created.id),
  };
}

/** The lesson, locked, with its course changeable and itself not retired; or the refusal. */
async function changeableLesson(db: Executor, id: string) {
  if (!isUuid(id)) return { refusal: 'lessonNotFound' } as const;
  const [row] = rowsOf<{ id: string; course_id: string; status: string; position: number }>(
    await db.execute(
      sql`select id, course_id, status, position from course_lessons where id = ${id} for update`,
    ),
  );
  if (!row) return { refusal: 'lessonNotFound' } as const;
  const course = await changeableCourse(db, row.course_id);
  if (course.refusal) return { refusal: course.refusal } as const;
  if (row.status === 'retired') return { refusal: 'lessonRetiredLocked' } as const;
  return { lesson: row } as const;
}

export async function updateLesson(ctx: GraphQLContext, id: string, input: unknown) {
  const lesson = parseArgs(lessonInputSchema, input);
  await checkFiles(ctx.db, lesson);
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableLesson(tx, id);
    if (found.refusal) return found.refusal;
    await tx
      .update(courseLessons)
      .set({
        kind: lesson.kind,
        titleEn: lesson.titleEn,
        titleEl: lesson.titleEl,
        content: lessonContent(lesson),
        updatedAt: now(),
      })
      .where(eq(courseLessons.id, id));
    return null;
  });
  if (outcome) return lessonRefused(outcome);
  return { success: true, ...messageOf('lessonSaved'), lesson: await lessonById(ctx.db, id) };
}

export async function moveLesson(ctx: GraphQLContext, id: string, position: number) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableLesson(tx, id);
    if (found.refusal) return found.refusal;
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from course_lessons where course_id = ${found.lesson.course_id}
        order by position, created_at`),
    ).map((r) => r.id);
    const rest = ids.filter((other) => other !== id);
    const to = Math.min(Math.max(Math.trunc(position) || 1, 1), ids.length);
    rest.splice(to - 1, 0, id);
    for (const [index, lessonId] of rest.entries())
      await tx
        .update(courseLessons)
        .set({ position: index + 1 })
        .where(eq(courseLessons.id, lessonId));
    return null;
  });
  if (outcome) return lessonRefused(outcome);
  return { success: true, ...messageOf('lessonMoved'), lesson: await lessonById(ctx.db, id) };
}

async function setLessonStatus(
  ctx: GraphQLContext,
  id: string,
  status: 'published' | 'retired',
  message: MessageKey,
) {
  const at = now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await changeableLesson(tx, id);
    if (found.refusal) return found.refusal;
    if (status === 'published' && found.lesson.status !== 'draft')
      return 'academyInvalidTransition';
    await tx.update(courseLessons).set({ status, updatedAt: at }).where(eq(courseLessons.id, id));
    // A new lesson leaves completed courses completed; a retired one may complete the course
    // for everyone who had done all the others.
    await completeFinishedEnrolments(tx, found.lesson.course_id, at);
    return null;
  });
  if (outcome) return lessonRefused(outcome);
  return { success: true, ...messageOf(message), lesson: await lessonById(ctx.db, id) };
}

export const publishLesson = (ctx: GraphQLContext, id: string) =>
  setLessonStatus(ctx, id, 'published', 'lessonPublished');
export const retireLesson = (ctx: GraphQLContext, id: string) =>
  setLessonStatus(ctx, id, 'retired', 'lessonRetired');

export async function businessProgress(ctx: GraphQLContext, courseId: string) {
  if (!isUuid(courseId)) return [];
  const rows = await selectBusinessProgress(ctx.db, courseId, now());
  return rows.map((r) => ({
    merchantId: r.merchant_id,
    businessName: r.business_name,
    enrolled: r.enrolled,
    completed: r.completed,
    completionRate: percentOf(r.completed, r.enrolled),
    overdue: r.overdue,
  }));
}

export function learnerFilter(args: {
  courseId?: string | null;
  merchantId?: string | null;
  overdueOnly?: boolean | null;
}): LearnerFilter | null {
  if ((args.courseId && !isUuid(args.courseId)) || (args.merchantId && !isUuid(args.merchantId)))
    return null;
  return { courseId: args.courseId, merchantId: args.merchantId, overdueOnly: args.overdueOnly };
}

export async function learners(db: Db, filter: LearnerFilter, page?: LearnerPage) {
  const rows = page
    ? await selectLearnerPage(db, filter, now(), page)
    : await selectLearners(db, filter, now());
  return rows.map((r) => ({
    key: [r.completed_at ? '1' : '0', r.due_key, r.employee_id, r.course_id],
    employeeId: r.employee_id,
    name: r.name,
    email: r.email,
    businesses: r.businesses ?? [],
    courseId: r.course_id,
    courseTitleEn: r.course_title_en,
    courseTitleEl: r.course_title_el,
    enrolledAt: iso(r.enrolled_at),
    dueAt: iso(r.due_at),
    completedLessons: r.completed_lessons,
    totalLessons: r.total_lessons,
    completedAt: isoOrNull(r.completed_at),
    overdue: r.overdue,
  }));
}

const learnerPageArgs = z.object(pageArgs);

/** A page of people's progress, keyset on the list's order. */
export async function listLearners(
  ctx: GraphQLContext,
  args: {
    courseId?: string | null;
    merchantId?: string | null;
    overdueOnly?: boolean | null;
    first?: number | null;
    after?: string | null;
  },
) {
  const { first, after } = parseArgs(learnerPageArgs, { first: args.first, after: args.after });
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [
    z.enum(['0', '1']),
    cursorPart.timestamp,
    cursorPart.uuid,
    cursorPart.uuid,
  ] as const);
  const filter = learnerFilter(args);
  const rows = filter ? await learners(ctx.db, filter, { after: cursor, limit: limit + 1 }) : [];
  const page = pageOf(rows, limit, (r) => r.key);
  return { nodes: page.items, endCursor: page.endCursor, hasNextPage: page.hasNextPage };
}
