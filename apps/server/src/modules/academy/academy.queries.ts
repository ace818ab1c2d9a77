import type { AppRole } from '@back-office/domain/roles';
import { sql, type SQL } from 'drizzle-orm';
import type { AcademyStatus, LessonKind } from '@back-office/domain/academy';
import type { Db } from '../../db/client';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { rowsOf } from '../../db/rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface StoredOption {
  id: string;
  labelEn: string;
  labelEl: string | null;
}
export interface StoredQuestion {
  id: string;
  promptEn: string;
  promptEl: string | null;
  options: StoredOption[];
  answerId: string;
}
/** A lesson's `content`, by kind. */
export interface LessonContent {
  bodyEn?: string | null;
  bodyEl?: string | null;
  imageIds?: string[];
  videoUrl?: string | null;
  fileId?: string | null;
  passMark?: number | null;
  questions?: StoredQuestion[];
}

export interface CourseRow {
  id: string;
  title_en: string;
  title_el: string;
  description_en: string | null;
  description_el: string | null;
  status: AcademyStatus;
  created_at: string | Date;
  published_at: string | Date | null;
  published_lessons: number;
  enrolled: number;
  completed: number;
  overdue: number;
}

export interface LessonRow {
  id: string;
  course_id: string;
  position: number;
  kind: LessonKind;
  status: AcademyStatus;
  title_en: string;
  title_el: string;
  content: LessonContent;
}

export interface FileRow {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
}

export interface AssignmentRow {
  course_id: string;
  role_id: AppRole;
  due_days: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Courses with their figures, newest first. */
export async function selectCourses(db: Executor, where: SQL, now: Date): Promise<CourseRow[]> {
  return rowsOf<CourseRow>(
    await db.execute(sql`
      select c.id, c.title_en, c.title_el, c.description_en, c.description_el, c.status,
        c.created_at, c.published_at,
        coalesce(l.published, 0)::int as published_lessons,
        coalesce(e.enrolled, 0)::int as enrolled,
        coalesce(e.completed, 0)::int as completed,
        coalesce(e.overdue, 0)::int as overdue
      from courses c
        left join (select course_id, count(*) as published from course_lessons
          where status = 'published' group by course_id) l on l.course_id = c.id
        left join (select course_id, count(*) as enrolled, count(completed_at) as completed,
            count(*) filter (where completed_at is null and due_at < ${at(now)}) as overdue
          from course_enrolments group by course_id) e on e.course_id = c.id
      where ${where}
      order by c.created_at desc, c.id`),
  );
}

export async function selectLessons(db: Executor, courseIds: string[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  return rowsOf<LessonRow>(
    await db.execute(sql`
      select id, course_id, position, kind, status, title_en, title_el, content
      from course_lessons where course_id in ${courseIds}
      order by course_id, position, created_at`),
  );
}

export async function selectAssignments(
  db: Executor,
  courseIds: string[],
): Promise<AssignmentRow[]> {
  if (courseIds.length === 0) return [];
  return rowsOf<AssignmentRow>(
    await db.execute(sql`
      select course_id, role_id, due_days from course_assignments
      where course_id in ${courseIds} order by role_id`),
  );
}

export async function selectFiles(db: Executor, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<FileRow>(
    await db.execute(sql`
      select id, file_name, content_type, size from lesson_files where id in ${ids}`),
  );
}

/**
 * Enrols everyone holding one of the course's assigned roles in an active membership (su as
 * ADMIN), each due the role's days from now; those already enrolled keep their enrolment. The
 * same rule as the trigger on membership_roles (migration 0023), for the people who held the
 * role before the course was published or assigned.
 */
export async function enrolRoleHolders(db: Executor, courseId: string, now: Date) {
  await db.execute(sql`
    insert into course_enrolments (employee_id, course_id, enrolled_at, due_at)
    select m.employee_id, a.course_id, ${at(now)},
      ${at(now)} + make_interval(days => min(a.due_days))
    from course_assignments a
      join courses c on c.id = a.course_id and c.status = 'published'
      join membership_roles r
        on (case when r.role_id = 'su' then 'ADMIN' else r.role_id end) = a.role_id
      join memberships m on m.id = r.membership_id and m.status = 'active'
    where a.course_id = ${courseId}
    group by m.employee_id, a.course_id
    on conflict do nothing`);
}

/**
 * Marks completed, at `now`, the enrolments (of one person, or everyone) that have completed every
 * published lesson of the course. Never the other way: a completed course stays completed.
 */
export async function completeFinishedEnrolments(
  db: Executor,
  courseId: string,
  now: Date,
  employeeId?: string,
) {
  await db.execute(sql`
    update course_enrolments e set completed_at = ${at(now)}
    where e.course_id = ${courseId} and e.completed_at is null
      ${employeeId ? sql`and e.employee_id = ${employeeId}` : sql``}
      and exists (select 1 from course_lessons l
        where l.course_id = e.course_id and l.status = 'published')
      and not exists (select 1 from course_lessons l
        where l.course_id = e.course_id and l.status = 'published'
          and not exists (select 1 from lesson_completions x
            where x.lesson_id = l.id and x.employee_id = e.employee_id))`);
}

export interface BusinessProgressRow {
  merchant_id: string;
  business_name: string;
  enrolled: number;
  completed: number;
  overdue: number;
}

// The memberships through which a person is enrolled in a course: an active one holding a role
// the course is assigned to.
const enrolledThrough = (e: string) =>
  sql.raw(`join memberships m on m.employee_id = ${e}.employee_id and m.status = 'active'
  join merchants b on b.id = m.merchant_id
  join lateral (select 1 from membership_roles r join course_assignments a
      on a.course_id = ${e}.course_id
      and a.role_id = (case when r.role_id = 'su' then 'ADMIN' else r.role_id end)
    where r.membership_id = m.id limit 1) held on true`);

/**
 * One course's enrolments counted by business, through the memberships enrolledThrough follows,
 * from the course's totals by business and due day (academy_progress_totals, migration 0039):
 * a few rows a business instead of each enrolment joined to its memberships (10,000 of them took
 * 6 ms on their own). Overdue are those not completed due on a day before today (UTC), and those
 * due today before now, counted from the enrolments due today alone: a range of the course's
 * index, in its columns' order (the row comparison), the same conditions again one by one for the
 * planner's estimate (from the row comparison's alone it expected the course's every enrolment and
 * hashed the links in parallel workers, 9 ms). Prepared.
 */
export function selectBusinessProgress(
  db: Db,
  courseId: string,
  now: Date,
): Promise<BusinessProgressRow[]> {
  const todayStart = sql`date_trunc('day', ${at(now)} at time zone 'UTC') at time zone 'UTC'`;
  return queryPreparedSql<BusinessProgressRow>(
    db,
    'business-progress',
    sql`
      with p as (
        select t.merchant_id, sum(t.enrolled)::int as enrolled, sum(t.completed)::int as completed,
          coalesce(sum(t.enrolled - t.completed)
            filter (where t.due_day < (${at(now)} at time zone 'UTC')::date), 0)::int as overdue
        from academy_progress_totals t
        where t.course_id = ${courseId}
        group by t.merchant_id
        having sum(t.enrolled) > 0),
      today as (
        select l.merchant_id, count(*)::int as overdue
        from course_enrolments e
        join academy_progress_links l on l.employee_id = e.employee_id and l.course_id = e.course_id
        where e.course_id = ${courseId} and e.completed_at is null
          and e.due_at >= ${todayStart} and e.due_at < ${at(now)}
          and (e.course_id, (e.completed_at is not null), e.due_at)
            >= (${courseId}::uuid, false, ${todayStart})
          and (e.course_id, (e.completed_at is not null), e.due_at)
            < (${courseId}::uuid, false, ${at(now)})
        group by l.merchant_id)
      select b.id as merchant_id, b.name as business_name, p.enrolled, p.completed,
        p.overdue + coalesce(today.overdue, 0) as overdue
      from p
      join merchants b on b.id = p.merchant_id
      left join today on today.merchant_id = p.merchant_id
      order by b.name, b.id`,
  );
}

export interface LearnerRow {
  // due_at in full (microseconds), a page's cursor.
  due_key: string;
  employee_id: string;
  name: string;
  email: string;
  businesses: string[] | null;
  course_id: string;
  course_title_en: string;
  course_title_el: string;
  description_en: string | null;
  description_el: string | null;
  enrolled_at: string | Date;
  due_at: string | Date;
  completed_at: string | Date | null;
  completed_lessons: number;
  total_lessons: number;
  overdue: boolean;
}

export interface LearnerFilter {
  courseId?: string | null;
  merchantId?: string | null;
  employeeId?: string | null;
  overdueOnly?: boolean | null;
  /** A learner's own list: the published courses and every completed one. */
  takeable?: boolean;
}

/** A page of the learners list: after the row with this key (done 0/1, due at, person, course). */
export interface LearnerPage {
  after: readonly [string, string, string, string] | null;
  limit: number;
}

/**
 * Enrolments with their progress: to do before done, then by due time (the overdue, due before
 * now, come first), then by person and course; all of them, or a page keyset on that order from
 * the indexes on (done, due at, person, course).
 */
function learnersStatement(filter: LearnerFilter, now: Date, page?: LearnerPage): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.courseId) where.push(sql`e.course_id = ${filter.courseId}`);
  if (filter.employeeId) where.push(sql`e.employee_id = ${filter.employeeId}`);
  if (filter.overdueOnly) where.push(sql`e.completed_at is null and e.due_at < ${at(now)}`);
  if (filter.takeable) where.push(sql`(c.status = 'published' or e.completed_at is not null)`);
  if (filter.merchantId)
    where.push(sql`exists (select 1 from course_enrolments e2 ${enrolledThrough('e2')}
      where e2.employee_id = e.employee_id and e2.course_id = e.course_id
        and b.id = ${filter.merchantId})`);
  if (page?.after) {
    const [done, dueAt, employeeId, courseId] = page.after;
    where.push(sql`(e.completed_at is not null, e.due_at, e.employee_id, e.course_id)
      > (${done === '1'}, ${dueAt}::timestamptz, ${employeeId}::uuid, ${courseId}::uuid)`);
  }
  return sql`
      select e.employee_id, trim(p.first_name || ' ' || p.last_name) as name, p.email,
        (select array_agg(distinct b.name order by b.name) from course_enrolments e3 ${enrolledThrough('e3')}
          where e3.employee_id = e.employee_id and e3.course_id = e.course_id) as businesses,
        e.course_id, c.title_en as course_title_en, c.title_el as course_title_el,
        c.description_en, c.description_el,
        e.enrolled_at, e.due_at, e.due_at::text as due_key, e.completed_at,
        (select count(*)::int from course_lessons l join lesson_completions x
          on x.lesson_id = l.id and x.employee_id = e.employee_id
          where l.course_id = e.course_id and l.status = 'published') as completed_lessons,
        (select count(*)::int from course_lessons l
          where l.course_id = e.course_id and l.status = 'published') as total_lessons,
        (e.completed_at is null and e.due_at < ${at(now)}) as overdue
      from course_enrolments e
        join employees p on p.id = e.employee_id
        join courses c on c.id = e.course_id
      where ${sql.join(where, sql` and `)}
      order by e.completed_at is not null, e.due_at, e.employee_id, e.course_id
      ${page ? sql`limit ${integerLiteral(page.limit)}` : sql``}`;
}

/** Every enrolment the filter names (a person's own training, the progress export). */
export async function selectLearners(
  db: Executor,
  filter: LearnerFilter,
  now: Date,
): Promise<LearnerRow[]> {
  return rowsOf<LearnerRow>(await db.execute(learnersStatement(filter, now)));
}

/**
 * A page of the learners list, as a prepared statement: planning its joins and per-row
 * subqueries cost about what running them for a page did (pgbench on 100,000 enrolments: 5.5 ms
 * a page planned each time, 2.6 ms prepared).
 */
export function selectLearnerPage(
  db: Db,
  filter: LearnerFilter,
  now: Date,
  page: LearnerPage,
): Promise<LearnerRow[]> {
  return queryPreparedSql<LearnerRow>(db, 'learner-page', learnersStatement(filter, now, page));
}
