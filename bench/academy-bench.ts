import type pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import { type LoadResult, listScenarios } from './load';
import { timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the academy's progress tab asks for.
const LIST = `query ($courseId: ID, $merchantId: ID, $overdueOnly: Boolean, $after: String) { academy {
  learners(courseId: $courseId, merchantId: $merchantId, overdueOnly: $overdueOnly, after: $after) {
    items: nodes { employeeId name email businesses dueAt completedLessons totalLessons completedAt overdue }
    endCursor hasNextPage } } }`;
// The fields the progress tab asks for its table of businesses (its AcademyProgress).
const PROGRESS = `query ($courseId: ID!) { academy { businessProgress(courseId: $courseId) {
  merchantId businessName enrolled completed completionRate overdue } } }`;
const EMPLOYEES = 10_000;
const COURSES = 10;

/**
 * 10,000 cashiers, a quarter of them Aroma Cafe's and the rest spread over the other demo
 * businesses, each enrolled in the provider's 10 published courses assigned to cashiers:
 * 100,000 enrolments, due over two months either side of now, one in three completed. Loaded
 * with triggers off (the role's trigger would enrol them one by one), the progress's rollup
 * rebuilt after.
 */
export async function seedLearners(client: pg.Client, aroma: string) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into courses (title_en, title_el, status, published_at)
     select 'Bench course ' || g, 'Μάθημα ' || g, 'published', now() - interval '90 days'
     from generate_series(1, $1) g`,
    [COURSES],
  );
  await client.query(
    `insert into course_lessons (course_id, position, kind, status, title_en, title_el, content)
     select id, 1, 'text', 'published', 'Lesson', 'Μάθημα', '{"body": "Bench"}'::jsonb
     from courses where title_en like 'Bench course %'`,
  );
  await client.query(
    `insert into course_assignments (course_id, role_id, due_days)
     select id, 'CASHIER', 30 from courses where title_en like 'Bench course %'`,
  );
  await client.query(
    `insert into employees (first_name, last_name, email, password_hash)
     select 'Learner', 'No ' || g, 'learner' || g || '@bench.test', 'x'
     from generate_series(1, $1) g`,
    [EMPLOYEES],
  );
  // Materialized: the learners just inserted are not analyzed yet, and planned as one row the
  // businesses' array was aggregated again for each of them (minutes, with the subscriptions
  // part's 100,000 businesses loaded).
  await client.query(
    `with bu as materialized (select array_agg(id order by name) as a from merchants
       where not is_provider and id <> $1 and name not like 'Bench business %')
     insert into memberships (employee_id, merchant_id)
     select e.id, case when e.n % 4 = 0 then $1::uuid else bu.a[1 + e.n % cardinality(bu.a)] end
     from (select id, row_number() over (order by id) as n from employees
       where email like 'learner%@bench.test') e, bu`,
    [aroma],
  );
  await client.query(
    `insert into membership_roles (membership_id, role_id)
     select m.id, 'CASHIER' from memberships m join employees e on e.id = m.employee_id
     where e.email like 'learner%@bench.test'`,
  );
  await client.query(
    `insert into course_enrolments (employee_id, course_id, enrolled_at, due_at, completed_at)
     select e.id, c.id, now() - interval '60 days',
       now() + ((abs(hashtext(e.id::text || c.id::text)) % 120) - 60) * interval '1 day',
       case when abs(hashtext(c.id::text || e.id::text)) % 3 = 0 then now() - interval '1 day' end
     from employees e, courses c
     where e.email like 'learner%@bench.test' and c.title_en like 'Bench course %'`,
  );
  await client.query('set session_replication_role = origin');
  // The progress by business's links and totals, which the triggers turned off did not keep.
  await client.query('select academy_progress_rebuild()');
  await client.query(
    'vacuum analyze courses, course_lessons, course_assignments, employees, memberships, membership_roles, course_enrolments, academy_progress_links, academy_progress_totals',
  );
}

/** The academy's learners at 100,000 enrolments (10,000 people × 10 courses), the provider's. */
export async function academyBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  const aroma = await benchAs(url, databaseUrl, 'exec@demo.test', async (exec) => exec.merchantId);
  await benchAs(
    url,
    databaseUrl,
    'admin@demo.test',
    async (admin, client) => {
      await timedLoad(`${(EMPLOYEES * COURSES).toLocaleString('en')} enrolments`, () =>
        seedLearners(client, aroma),
      );
      const { rows } = await client.query<{ id: string }>(
        `select id from courses where title_en = 'Bench course 1'`,
      );
      const courseId = rows[0]!.id;
      const { rows: after } = await client.query<{ done: string; due: string; e: string }>(
        `select (completed_at is not null)::int::text as done, due_at::text as due, employee_id::text as e
           from course_enrolments where course_id = $1
          order by completed_at is not null, due_at, employee_id offset 5000 limit 1`,
        [courseId],
      );
      const deep = encodeCursor([after[0]!.done, after[0]!.due, after[0]!.e, courseId]);
      await expectFullPage(url, admin.token, LIST, { courseId, after: deep }, 'deep learners page');
      await listScenarios(
        `Academy learners at ${(EMPLOYEES * COURSES).toLocaleString('en')} enrolments on PostgreSQL (the provider's staff)`,
        url,
        admin.token,
        LIST,
        [
          ['one course', { courseId }],
          ['one course, overdue', { courseId, overdueOnly: true }],
          ['one course, Aroma Cafe', { courseId, merchantId: aroma }],
          ['one course, after row 5,000', { courseId, after: deep }],
          ['every course', {}],
        ],
        historyFirstPage,
      );
      // The tab's table above the learners: one course's 10,000 enrolments counted by business.
      await listScenarios(
        `Academy progress by business at ${(EMPLOYEES * COURSES).toLocaleString('en')} enrolments on PostgreSQL (the provider's staff)`,
        url,
        admin.token,
        PROGRESS,
        [['one course', { courseId }]],
        historyFirstPage,
      );
    },
    'Demo Provider',
  );
}
