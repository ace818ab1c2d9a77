import type { Role } from '@back-office/domain/roles';
import type { AcademyStatus, LessonKind } from '@back-office/domain/academy';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytes';
import { employees, roles } from './organisation';
import { createdAt, updatedAt } from './timestamps';

// The provider's courses. Titles and descriptions in English and Greek: they are the provider's
// words, shown in the learner's language.
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleEl: text('title_el').notNull(),
    descriptionEn: text('description_en'),
    descriptionEl: text('description_el'),
    status: text('status').$type<AcademyStatus>().notNull().default('draft'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('courses_status', sql`${t.status} in ('draft', 'published', 'retired')`)],
);

// A lesson's content (body, images, video link, file, quiz) is one JSON value checked by the
// domain's lesson schema on every write; a quiz's right answers never leave the server but to
// the academy's writers.
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<LessonKind>().notNull(),
    status: text('status').$type<AcademyStatus>().notNull().default('draft'),
    titleEn: text('title_en').notNull(),
    titleEl: text('title_el').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lessons_course_idx').on(t.courseId, t.position),
    check('course_lessons_kind', sql`${t.kind} in ('text', 'video', 'pdf', 'quiz')`),
    check('course_lessons_status', sql`${t.status} in ('draft', 'published', 'retired')`),
  ],
);

export const courseAssignments = pgTable(
  'course_assignments',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .$type<Role>()
      .notNull()
      .references(() => roles.id),
    dueDays: integer('due_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.roleId] }),
    check('course_assignments_due', sql`${t.dueDays} between 1 and 365`),
  ],
);

// One enrolment per person and course, whichever role or business brought it: the person is
// trained, not the membership. Made by the trigger on membership_roles (migration 0023) when a
// role is given, and by the academy when a course is published or assigned.
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // Set once, never cleared: a completed course stays completed.
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.courseId] }),
    // The learners list's order (to do before done, by due time, person, course), keyset: a
    // course's learners and everyone's. completed_at last, past the unique prefix, so that the
    // progress by business counts a course's enrolments from this index alone (an index-only
    // scan cannot use the expression's value: its column must be in the index too).
    index('course_enrolments_course_idx').on(
      t.courseId,
      sql`(${t.completedAt} is not null)`,
      t.dueAt,
      t.employeeId,
      t.completedAt,
    ),
    index('course_enrolments_due_idx').on(
      sql`(${t.completedAt} is not null)`,
      t.dueAt,
      t.employeeId,
      t.courseId,
    ),
  ],
);

// Each enrolment with the businesses it counts for: those of the person's active memberships
// holding a role the course is assigned to (a superuser's counting as an admin's), with the UTC
// day it is due and whether it is completed. Kept by statement triggers on the enrolments,
// memberships, their roles and the courses' assignments, which refresh the people and courses a
// statement touched from those tables as they then stand (migration 0039).
export const academyProgressLinks = pgTable(
  'academy_progress_links',
  {
    employeeId: uuid('employee_id').notNull(),
    courseId: uuid('course_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    dueDay: date('due_day').notNull(),
    completed: boolean('completed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.courseId, t.merchantId] }),
    index('academy_progress_links_course_idx').on(t.courseId),
  ],
);

// The links counted by course, business and due day, kept by statement triggers on the links:
// the progress by business sums a course's rows, a few per business and day, instead of joining
// its enrolments to the memberships on each request. Both rebuilt by academy_progress_rebuild().
export const academyProgressTotals = pgTable(
  'academy_progress_totals',
  {
    courseId: uuid('course_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    dueDay: date('due_day').notNull(),
    enrolled: integer('enrolled').notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.merchantId, t.dueDay] })],
);

// Completing a lesson twice is one row.
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.lessonId] })],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_learner_idx').on(t.employeeId, t.lessonId),
    check('quiz_attempts_score', sql`${t.score} between 0 and 100`),
  ],
);

export const lessonFiles = pgTable('lesson_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploadedBy: uuid('uploaded_by').references(() => employees.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
