import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_MESSAGES as M } from '@back-office/domain/academy';
import { rowsOf } from '../../db/rows';
import { courseEnrolments, employees, lessonCompletions, quizAttempts } from '../../db/schema';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, type Harness } from '../../test/harness';
import { signInEveryRole, type Callers } from '../../test/sessions';

graphql(`
  fragment AcademyTestCourse on Course {
    _id
    titleEn
    status
    assignments {
      role
      dueDays
    }
    lessons {
      _id
      kind
      status
      position
      questions {
        _id
        answerId
        options {
          _id
        }
      }
    }
    publishedLessons
    enrolled
    completed
    completionRate
    overdue
  }
`);
const CREATE_COURSE = graphql(`
  mutation AcademyTestCreateCourse($input: CourseInput!) {
    academy {
      createCourse(input: $input) {
        success
        message
        course {
          ...AcademyTestCourse
        }
      }
    }
  }
`);
const PUBLISH_COURSE = graphql(`
  mutation AcademyTestPublishCourse($id: ID!) {
    academy {
      publishCourse(id: $id) {
        success
        message
        course {
          ...AcademyTestCourse
        }
      }
    }
  }
`);
const ASSIGN = graphql(`
  mutation AcademyTestAssign($courseId: ID!, $role: String!, $dueDays: Int!) {
    academy {
      assignCourse(courseId: $courseId, role: $role, dueDays: $dueDays) {
        success
        message
        course {
          ...AcademyTestCourse
        }
      }
    }
  }
`);
const ADD_LESSON = graphql(`
  mutation AcademyTestAddLesson($courseId: ID!, $input: LessonInput!) {
    academy {
      addLesson(courseId: $courseId, input: $input) {
        success
        message
        lesson {
          _id
          kind
          status
          position
          images {
            url
          }
          questions {
            _id
            answerId
            options {
              _id
            }
          }
        }
      }
    }
  }
`);
const PUBLISH_LESSON = graphql(`
  mutation AcademyTestPublishLesson($id: ID!) {
    academy {
      publishLesson(id: $id) {
        success
        message
      }
    }
  }
`);
const RETIRE_LESSON = graphql(`
  mutation AcademyTestRetireLesson($id: ID!) {
    academy {
      retireLesson(id: $id) {
        success
        message
      }
    }
  }
`);
const MOVE_LESSON = graphql(`
  mutation AcademyTestMoveLesson($id: ID!, $position: Int!) {
    academy {
      moveLesson(id: $id, position: $position) {
        success
        lesson {
          position
        }
      }
    }
  }
`);
const COURSE = graphql(`
  query AcademyTestCourse($id: ID!) {
    academy {
      course(id: $id) {
        ...AcademyTestCourse
      }
      businessProgress(courseId: $id) {
        businessName
        enrolled
        completed
        completionRate
        overdue
      }
      learners(courseId: $id) {
        nodes {
          email
          businesses
          completedLessons
          totalLessons
          completedAt
          overdue
        }
      }
    }
  }
`);
graphql(`
  fragment AcademyTestTraining on Training {
    courseId
    titleEn
    completedLessons
    totalLessons
    progress
    completedAt
    certificateUrl
    overdue
  }
`);
const MINE = graphql(`
  query AcademyTestMine {
    training {
      mine {
        ...AcademyTestTraining
      }
    }
  }
`);
const TRAINING_COURSE = graphql(`
  query AcademyTestTrainingCourse($courseId: ID!) {
    training {
      course(courseId: $courseId) {
        training {
          ...AcademyTestTraining
        }
        lessons {
          completed
          bestScore
          attempts
          lesson {
            _id
            kind
            questions {
              _id
              answerId
              options {
                _id
              }
            }
          }
        }
      }
    }
  }
`);
const COMPLETE = graphql(`
  mutation AcademyTestComplete($lessonId: ID!) {
    training {
      completeLesson(lessonId: $lessonId) {
        success
        message
        training {
          ...AcademyTestTraining
        }
      }
    }
  }
`);
const ATTEMPT = graphql(`
  mutation AcademyTestAttempt($lessonId: ID!, $answers: [QuizAnswerInput!]!) {
    training {
      attemptQuiz(lessonId: $lessonId, answers: $answers) {
        success
        message
        score
        passed
        training {
          ...AcademyTestTraining
        }
      }
    }
  }
`);
const ADD_MEMBER = graphql(`
  mutation AcademyTestAddMember($input: AddTeamMemberInput!) {
    team {
      add(input: $input) {
        success
      }
    }
  }
`);

/** What a reader sees in a PDF: poppler's text of it. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'certificate-')), 'certificate.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe.each(DATABASE_KINDS)('academy on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let runs = 0;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
  });
  afterAll(() => h.close());

  const as = (role: 'ADMIN' | 'CASHIER' | 'EXECUTIVE' | 'ACCOUNTANT') => ({
    token: callers.token(role)!,
  });
  const text = (over: Record<string, unknown> = {}) => ({
    kind: 'text',
    titleEn: 'Welcome',
    titleEl: 'Καλώς ήρθατε',
    bodyEn: 'Read this first.',
    ...over,
  });
  const quiz = {
    kind: 'quiz',
    titleEn: 'Quiz',
    titleEl: 'Κουίζ',
    passMark: 50,
    questions: [
      {
        promptEn: 'Two plus two?',
        answerIndex: 1,
        options: [{ labelEn: 'Three' }, { labelEn: 'Four' }],
      },
      {
        promptEn: 'The capital of Cyprus?',
        answerIndex: 0,
        options: [{ labelEn: 'Nicosia' }, { labelEn: 'Limassol' }, { labelEn: 'Paphos' }],
      },
    ],
  };

  /** A published course of a text and a quiz lesson, assigned to CASHIER for 7 days. */
  async function cashierCourse() {
    runs += 1;
    const created = await h.gql(
      CREATE_COURSE,
      { input: { titleEn: `Counter ${runs}`, titleEl: `Ταμείο ${runs}` } },
      as('ADMIN'),
    );
    const courseId = created.data!.academy.createCourse.course!._id;
    const first = await h.gql(ADD_LESSON, { courseId, input: text() }, as('ADMIN'));
    const second = await h.gql(ADD_LESSON, { courseId, input: quiz }, as('ADMIN'));
    const textId = first.data!.academy.addLesson.lesson!._id;
    const quizLesson = second.data!.academy.addLesson.lesson!;
    for (const id of [textId, quizLesson._id]) await h.gql(PUBLISH_LESSON, { id }, as('ADMIN'));
    await h.gql(ASSIGN, { courseId, role: 'CASHIER', dueDays: 7 }, as('ADMIN'));
    const published = await h.gql(PUBLISH_COURSE, { id: courseId }, as('ADMIN'));
    expect(published.data!.academy.publishCourse).toMatchObject({
      success: true,
      message: M.coursePublished,
    });
    return { courseId, textId, quiz: quizLesson };
  }

  const answersOf = (
    q: { questions: { _id: string; answerId?: string | null; options: { _id: string }[] }[] },
    right: boolean[],
  ) =>
    q.questions.map((question, i) => ({
      questionId: question._id,
      optionId: right[i]
        ? question.answerId!
        : question.options.find((o) => o._id !== question.answerId)!._id,
    }));

  const certificate = (courseId: string, token: string, lang = 'en') =>
    h.app.inject({
      method: 'GET',
      url: `/academy/certificates/${courseId}?lang=${lang}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes courses with clear messages for bad lessons, and publishes only with a lesson', async () => {
    const created = await h.gql(
      CREATE_COURSE,
      { input: { titleEn: 'Safety', titleEl: 'Ασφάλεια' } },
      as('ADMIN'),
    );
    expect(created.data!.academy.createCourse).toMatchObject({
      success: true,
      message: M.courseCreated,
      course: { status: 'draft', lessons: [], enrolled: 0 },
    });
    const courseId = created.data!.academy.createCourse.course!._id;
    const noGreek = await h.gql(
      CREATE_COURSE,
      { input: { titleEn: 'Only English', titleEl: ' ' } },
      as('ADMIN'),
    );
    expect(noGreek.errors?.[0]?.message).toBe(M.titleRequired);

    const refusals: [Record<string, unknown>, string][] = [
      [text({ bodyEn: '' }), M.bodyRequired],
      [{ ...text(), kind: 'video', videoUrl: 'javascript:alert(1)' }, M.videoUrlInvalid],
      [{ ...text(), kind: 'pdf' }, M.fileRequired],
      [{ ...text(), kind: 'pdf', fileId: '00000000-0000-4000-8000-000000000000' }, M.fileNotFound],
      [{ ...quiz, passMark: 0 }, M.passMarkInvalid],
      [{ ...quiz, questions: [{ ...quiz.questions[0], answerIndex: 2 }] }, M.answerRequired],
      [
        { ...quiz, questions: [{ ...quiz.questions[0], options: [{ labelEn: 'x' }] }] },
        M.optionsCount,
      ],
      [{ ...text(), kind: 'slides' }, M.kindUnknown],
    ];
    for (const [input, message] of refusals) {
      const res = await h.gql(ADD_LESSON, { courseId, input: input as never }, as('ADMIN'));
      expect(res.errors?.[0]?.message, message).toBe(message);
    }
    const early = await h.gql(PUBLISH_COURSE, { id: courseId }, as('ADMIN'));
    expect(early.data!.academy.publishCourse).toMatchObject({
      success: false,
      message: M.noPublishedLessons,
    });
    const course = (await h.gql(COURSE, { id: courseId }, as('ADMIN'))).data!.academy.course!;
    expect(course.lessons).toEqual([]);

    const a = await h.gql(ADD_LESSON, { courseId, input: text() }, as('ADMIN'));
    const b = await h.gql(ADD_LESSON, { courseId, input: quiz }, as('ADMIN'));
    expect(b.data!.academy.addLesson.lesson).toMatchObject({ position: 2, status: 'draft' });
    expect(b.data!.academy.addLesson.lesson!.questions[0]!.answerId).toBe(
      b.data!.academy.addLesson.lesson!.questions[0]!.options[1]!._id,
    );
    const moved = await h.gql(
      MOVE_LESSON,
      { id: b.data!.academy.addLesson.lesson!._id, position: 1 },
      as('ADMIN'),
    );
    expect(moved.data!.academy.moveLesson.lesson!.position).toBe(1);
    const after = (await h.gql(COURSE, { id: courseId }, as('ADMIN'))).data!.academy.course!;
    expect(after.lessons.map((l) => [l.kind, l.position])).toEqual([
      ['quiz', 1],
      ['text', 2],
    ]);
    expect(a.data!.academy.addLesson.success).toBe(true);
  });

  it('refuses lesson files too large or of the wrong type, and serves the accepted ones', async () => {
    const upload = (body: Buffer, token = callers.token('ADMIN')!) =>
      h.app.inject({
        method: 'POST',
        url: '/academy/files?name=photo.png',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        payload: body,
      });
    const large = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(M.fileTooLarge);
    const wrong = await upload(Buffer.from('MZ this is not an image'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.fileType);
    expect((await upload(PNG, callers.token('CASHIER')!)).statusCode).toBe(403);
    const [before] = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from lesson_files`),
    );
    const ok = await upload(PNG);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ contentType: 'image/png', fileName: 'photo.png' });
    const [count] = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from lesson_files`),
    );
    expect(count!.n).toBe(before!.n + 1);

    const course = await h.gql(
      CREATE_COURSE,
      { input: { titleEn: 'Pictures', titleEl: 'Εικόνες' } },
      as('ADMIN'),
    );
    const courseId = course.data!.academy.createCourse.course!._id;
    const asPdf = await h.gql(
      ADD_LESSON,
      { courseId, input: { ...text(), kind: 'pdf', fileId: ok.json().id } },
      as('ADMIN'),
    );
    expect(asPdf.errors?.[0]?.message).toBe(M.fileNotPdf);
    const lesson = await h.gql(
      ADD_LESSON,
      { courseId, input: text({ imageIds: [ok.json().id] }) },
      as('ADMIN'),
    );
    const url = lesson.data!.academy.addLesson.lesson!.images[0]!.url;
    const served = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${callers.token('CASHIER')}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('enrols the role holders on publishing, and whoever is given the role later', async () => {
    const { courseId } = await cashierCourse();
    const mine = (await h.gql(MINE, {}, as('CASHIER'))).data!.training.mine;
    expect(mine.find((t) => t.courseId === courseId)).toMatchObject({
      completedLessons: 0,
      totalLessons: 2,
      progress: 0,
      completedAt: null,
      certificateUrl: null,
      overdue: false,
    });
    const exec = (await h.gql(MINE, {}, as('EXECUTIVE'))).data!.training.mine;
    expect(exec.some((t) => t.courseId === courseId)).toBe(false);

    const email = `new-cashier-${kind}@demo.test`;
    const added = await h.gql(
      ADD_MEMBER,
      {
        input: {
          email,
          firstName: 'Nefeli',
          lastName: 'Andreou',
          roles: ['CASHIER'],
          startingDate: '2025-09-01',
        },
      },
      as('EXECUTIVE'),
    );
    expect(added.data!.team.add.success).toBe(true);
    const [person] = await h.database.db.select().from(employees).where(eq(employees.email, email));
    const enrolments = await h.database.db
      .select()
      .from(courseEnrolments)
      .where(
        and(eq(courseEnrolments.employeeId, person!.id), eq(courseEnrolments.courseId, courseId)),
      );
    expect(enrolments).toHaveLength(1);
    const days = (enrolments[0]!.dueAt.getTime() - enrolments[0]!.enrolledAt.getTime()) / 86400000;
    expect(days).toBe(7);
  });

  it('completes lessons once however often they are marked, and scores quizzes without revealing them', async () => {
    const { courseId, textId, quiz: q } = await cashierCourse();
    const cashierId = (
      await h.database.db.select().from(employees).where(eq(employees.email, 'cashier@demo.test'))
    )[0]!.id;

    const taken = (await h.gql(TRAINING_COURSE, { courseId }, as('CASHIER'))).data!.training
      .course!;
    expect(taken.lessons.map((l) => l.lesson.kind)).toEqual(['text', 'quiz']);
    expect(taken.lessons[1]!.lesson.questions.every((x) => x.answerId === null)).toBe(true);
    expect(
      (await h.gql(TRAINING_COURSE, { courseId }, as('EXECUTIVE'))).data!.training.course,
    ).toBeNull();

    const [first, again] = await Promise.all([
      h.gql(COMPLETE, { lessonId: textId }, as('CASHIER')),
      h.gql(COMPLETE, { lessonId: textId }, as('CASHIER')),
    ]);
    for (const res of [first, again])
      expect(res.data!.training.completeLesson).toMatchObject({
        success: true,
        message: M.lessonCompleted,
        training: { completedLessons: 1, progress: 50 },
      });
    const rows = await h.database.db
      .select()
      .from(lessonCompletions)
      .where(
        and(eq(lessonCompletions.employeeId, cashierId), eq(lessonCompletions.lessonId, textId)),
      );
    expect(rows).toHaveLength(1);

    const viaComplete = await h.gql(COMPLETE, { lessonId: q._id }, as('CASHIER'));
    expect(viaComplete.data!.training.completeLesson).toMatchObject({
      success: false,
      message: M.quizCompletesByPassing,
    });
    const notMine = await h.gql(COMPLETE, { lessonId: textId }, as('EXECUTIVE'));
    expect(notMine.data!.training.completeLesson).toMatchObject({
      success: false,
      message: M.notEnrolled,
    });

    const attemptsBefore = await h.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.lessonId, q._id));
    const unknown = await h.gql(
      ATTEMPT,
      {
        lessonId: q._id,
        answers: [
          { questionId: q.questions[0]!._id, optionId: 'not-an-option' },
          { questionId: q.questions[1]!._id, optionId: q.questions[1]!.options[0]!._id },
        ],
      },
      as('CASHIER'),
    );
    expect(unknown.errors?.[0]?.message).toBe(M.unknownOption);
    const partial = await h.gql(
      ATTEMPT,
      { lessonId: q._id, answers: answersOf(q, [true]).slice(0, 1) },
      as('CASHIER'),
    );
    expect(partial.errors?.[0]?.message).toBe(M.answerEveryQuestion);
    expect(
      await h.database.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, q._id)),
    ).toHaveLength(attemptsBefore.length);

    expect((await certificate(courseId, callers.token('CASHIER')!)).statusCode).toBe(409);
    const failed = await h.gql(
      ATTEMPT,
      { lessonId: q._id, answers: answersOf(q, [false, false]) },
      as('CASHIER'),
    );
    expect(failed.data!.training.attemptQuiz).toMatchObject({
      success: true,
      message: M.quizFailed,
      score: 0,
      passed: false,
      training: { completedLessons: 1, completedAt: null },
    });
    const passed = await h.gql(
      ATTEMPT,
      { lessonId: q._id, answers: answersOf(q, [true, false]) },
      as('CASHIER'),
    );
    expect(passed.data!.training.attemptQuiz).toMatchObject({
      success: true,
      message: M.quizPassed,
      score: 50,
      passed: true,
      training: { completedLessons: 2, progress: 100 },
    });
    const done = passed.data!.training.attemptQuiz.training!;
    expect(done.completedAt).not.toBeNull();
    expect(done.certificateUrl).toBe(`/academy/certificates/${courseId}`);
    const after = (await h.gql(TRAINING_COURSE, { courseId }, as('CASHIER'))).data!.training
      .course!;
    expect(after.lessons[1]).toMatchObject({ completed: true, bestScore: 50, attempts: 2 });

    const expected = {
      en: ['Certificate of completion', 'Katerina Cashier', `Counter ${runs}`],
      el: ['Πιστοποιητικό ολοκλήρωσης', 'Katerina Cashier', `Ταμείο ${runs}`],
    };
    for (const [lang, words] of Object.entries(expected)) {
      const pdf = await certificate(courseId, callers.token('CASHIER')!, lang);
      expect(pdf.statusCode, lang).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      for (const word of words) expect(text, lang).toContain(word);
    }
    expect((await certificate(courseId, callers.token('EXECUTIVE')!)).statusCode).toBe(404);
  });

  it('recomputes completion when lessons are published or retired; a completed course stays completed', async () => {
    const { courseId, textId, quiz: q } = await cashierCourse();
    await h.gql(COMPLETE, { lessonId: textId }, as('CASHIER'));
    await h.gql(ATTEMPT, { lessonId: q._id, answers: answersOf(q, [true, true]) }, as('CASHIER'));
    const completedAt = (await h.gql(MINE, {}, as('CASHIER'))).data!.training.mine.find(
      (t) => t.courseId === courseId,
    )!.completedAt;
    expect(completedAt).not.toBeNull();

    // A second cashier has done the text lesson only.
    const [other] = rowsOf<{ employee_id: string }>(
      await h.database.db.execute(sql`select e.employee_id from course_enrolments e
        join employees p on p.id = e.employee_id
        where e.course_id = ${courseId} and p.email <> 'cashier@demo.test' limit 1`),
    );
    expect(other).toBeDefined();
    await h.database.db
      .insert(lessonCompletions)
      .values({ employeeId: other!.employee_id, lessonId: textId });

    const added = await h.gql(
      ADD_LESSON,
      { courseId, input: text({ titleEn: 'New rule' }) },
      as('ADMIN'),
    );
    const newId = added.data!.academy.addLesson.lesson!._id;
    expect(
      (await h.gql(PUBLISH_LESSON, { id: newId }, as('ADMIN'))).data!.academy.publishLesson.success,
    ).toBe(true);
    const mine = (await h.gql(MINE, {}, as('CASHIER'))).data!.training.mine.find(
      (t) => t.courseId === courseId,
    )!;
    expect(mine).toMatchObject({ completedAt, progress: 100, totalLessons: 3 });

    const enrolment = () =>
      h.database.db
        .select()
        .from(courseEnrolments)
        .where(
          and(
            eq(courseEnrolments.employeeId, other!.employee_id),
            eq(courseEnrolments.courseId, courseId),
          ),
        );
    expect((await enrolment())[0]!.completedAt).toBeNull();
    await h.gql(RETIRE_LESSON, { id: newId }, as('ADMIN'));
    expect((await enrolment())[0]!.completedAt).toBeNull();
    await h.gql(RETIRE_LESSON, { id: q._id }, as('ADMIN'));
    expect((await enrolment())[0]!.completedAt).not.toBeNull();
    const again = await h.gql(PUBLISH_LESSON, { id: q._id }, as('ADMIN'));
    expect(again.data!.academy.publishLesson).toMatchObject({
      success: false,
      message: M.lessonRetiredLocked,
    });
  });

  // Each enrolment once for each active membership holding a role the course is assigned to,
  // a superuser's counting as an admin's: the progress by business against the enrolments.
  async function expectProgressAsSqlSays(courseId: string, step: string) {
    const truth = rowsOf<Record<string, unknown>>(
      await h.database.db.execute(sql`
        select b.id as "merchantId", b.name as "businessName", count(*)::int as enrolled,
          count(e.completed_at)::int as completed,
          (count(*) filter (where e.completed_at is null and e.due_at < now()))::int as overdue
        from course_enrolments e
        join memberships m on m.employee_id = e.employee_id and m.status = 'active'
        join merchants b on b.id = m.merchant_id
        where e.course_id = ${courseId} and exists (select 1 from membership_roles r
          join course_assignments a on a.course_id = e.course_id
            and a.role_id = (case when r.role_id = 'su' then 'ADMIN' else r.role_id end)
          where r.membership_id = m.id)
        group by b.id, b.name order by b.name, b.id`),
    );
    const res = (await h.gql(COURSE, { id: courseId }, as('ADMIN'))).data!.academy;
    expect(
      res.businessProgress.map(({ businessName, enrolled, completed, overdue }) => ({
        businessName,
        enrolled,
        completed,
        overdue,
      })),
      step,
    ).toEqual(truth.map(({ merchantId: _, ...counts }) => counts));
    return truth;
  }

  it("counts a course's enrolments by business as their memberships and roles say", async () => {
    const { courseId, textId } = await cashierCourse();
    await h.gql(ASSIGN, { courseId, role: 'ADMIN', dueDays: 3 }, as('ADMIN'));
    await h.gql(COMPLETE, { lessonId: textId }, as('CASHIER'));
    await h.database.db.execute(sql`update course_enrolments
      set due_at = now() - interval '1 day', completed_at = case when employee_id = (
        select id from employees where email = 'cashier@demo.test') then now() end
      where course_id = ${courseId} and employee_id in (select employee_id from memberships
        where merchant_id = ${h.merchants.aroma})`);
    const truth = await expectProgressAsSqlSays(courseId, 'as seeded');
    expect(truth.length).toBeGreaterThan(1);
    expect(truth.some((row) => Number(row.overdue) > 0 && Number(row.completed) > 0)).toBe(true);
  });

  it('keeps the progress by business exact through enrolments, completions, roles, memberships and deletions, and rebuilds it', async () => {
    const { courseId } = await cashierCourse();
    const db = h.database.db;
    // Six new cashiers, three at each of two businesses, one of them at both: their roles enrol
    // them (the role's trigger) and count them for each business.
    await db.execute(sql`insert into employees (first_name, last_name, email, password_hash)
      select 'Progress', 'No ' || g, 'progress' || g || '@academy.test', 'x'
      from generate_series(1, 6) g`);
    await db.execute(sql`insert into memberships (employee_id, merchant_id)
      select id, case when email < 'progress4' then ${h.merchants.aroma}::uuid
        else ${h.merchants.blueBay}::uuid end
      from employees where email like 'progress%@academy.test'
      union all select id, ${h.merchants.blueBay}::uuid
      from employees where email = 'progress1@academy.test'`);
    const people = sql`(select id from employees where email like 'progress%@academy.test')`;
    const person = (n: number) =>
      sql`(select id from employees where email = ${`progress${n}@academy.test`})`;
    await db.execute(sql`insert into membership_roles (membership_id, role_id)
      select id, 'CASHIER' from memberships where employee_id in ${people}`);
    await expectProgressAsSqlSays(courseId, 'enrolled by their roles');
    // Due days ago, today before now, later today and later on; two completed.
    await db.execute(sql`update course_enrolments set due_at = now() + case
        when employee_id = ${person(1)} then interval '-3 days'
        when employee_id = ${person(2)} then interval '-1 minute'
        when employee_id = ${person(3)} then interval '1 hour'
        when employee_id = ${person(4)} then interval '-2 days'
        else interval '-1 minute' end
      where course_id = ${courseId} and employee_id in ${people}`);
    await expectProgressAsSqlSays(courseId, 'due at other times');
    await db.execute(sql`update course_enrolments set completed_at = now()
      where course_id = ${courseId} and employee_id in (${person(2)}, ${person(4)})`);
    await expectProgressAsSqlSays(courseId, 'completed');
    await db.execute(sql`delete from course_enrolments
      where course_id = ${courseId} and employee_id = ${person(5)}`);
    await expectProgressAsSqlSays(courseId, 'an enrolment deleted');
    await db.execute(sql`delete from membership_roles where membership_id = (select id
      from memberships where employee_id = ${person(1)} and merchant_id = ${h.merchants.aroma})`);
    await expectProgressAsSqlSays(courseId, 'a role taken away');
    await db.execute(sql`update memberships set status = 'inactive'
      where employee_id = ${person(3)}`);
    await expectProgressAsSqlSays(courseId, 'a membership made inactive');
    await db.execute(sql`delete from memberships where employee_id = ${person(4)}`);
    await expectProgressAsSqlSays(courseId, 'a membership deleted');
    await db.execute(sql`delete from employees where id = ${person(6)}`);
    await expectProgressAsSqlSays(courseId, 'a person deleted');
    await db.execute(sql`delete from course_assignments where course_id = ${courseId}`);
    expect(await expectProgressAsSqlSays(courseId, 'the course unassigned')).toEqual([]);
    await db.execute(sql`insert into course_assignments (course_id, role_id, due_days)
      values (${courseId}, 'CASHIER', 7)`);
    await expectProgressAsSqlSays(courseId, 'the course assigned again');
    await db.execute(sql`delete from academy_progress_totals where course_id = ${courseId}`);
    await db.execute(sql`select academy_progress_rebuild()`);
    expect((await expectProgressAsSqlSays(courseId, 'rebuilt')).length).toBeGreaterThan(1);
    await db.execute(sql`delete from employees where id in ${people}`);
    await expectProgressAsSqlSays(courseId, 'the people deleted');
  });

  it('reports progress per course, business and person, and as CSV', async () => {
    const { courseId, textId } = await cashierCourse();
    await h.gql(COMPLETE, { lessonId: textId }, as('CASHIER'));
    await h.database.db.execute(sql`update course_enrolments
      set due_at = now() - interval '1 day'
      where course_id = ${courseId} and employee_id <> (
        select id from employees where email = 'cashier@demo.test')`);
    const res = (await h.gql(COURSE, { id: courseId }, as('ADMIN'))).data!.academy;
    const enrolled = res.course!.enrolled;
    expect(enrolled).toBeGreaterThan(1);
    expect(res.course).toMatchObject({ completed: 0, overdue: enrolled - 1, completionRate: 0 });
    const aroma = res.businessProgress.find((b) => b.businessName === 'Aroma Cafe');
    expect(aroma).toMatchObject({ completed: 0 });
    expect(res.businessProgress.reduce((n, b) => n + b.enrolled, 0)).toBeGreaterThanOrEqual(
      enrolled,
    );
    const cashier = res.learners.nodes.find((l) => l.email === 'cashier@demo.test');
    expect(cashier).toMatchObject({
      completedLessons: 1,
      totalLessons: 2,
      overdue: false,
      businesses: ['Aroma Cafe'],
    });
    expect(res.learners.nodes[0]!.overdue).toBe(true);

    const csv = await h.app.inject({
      method: 'GET',
      url: `/exports/academy-progress.csv?courseId=${courseId}`,
      headers: { authorization: `Bearer ${callers.token('ADMIN')}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"name","email","businesses","course","enrolled","due","lessons completed","lessons","completed","overdue"',
    );
    expect(lines).toHaveLength(enrolled + 1);
    expect(lines.some((l) => l.includes('"cashier@demo.test"') && l.includes('"1","2"'))).toBe(
      true,
    );
    const refused = await h.app.inject({
      method: 'GET',
      url: `/exports/academy-progress.csv?courseId=${courseId}`,
      headers: { authorization: `Bearer ${callers.token('EXECUTIVE')}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('pages the learners to do before done, by due time, each once', async () => {
    const { courseId } = await cashierCourse();
    for (const role of ['ADMIN', 'EXECUTIVE', 'ACCOUNTANT'])
      await h.gql(ASSIGN, { courseId, role, dueDays: 7 }, as('ADMIN'));
    // Two of them overdue and one done, the rest due later.
    await h.database.db.execute(sql`update course_enrolments e
      set due_at = now() - (case when n = 1 then interval '2 days' else interval '1 day' end),
        completed_at = case when n = 3 then now() end
      from (select employee_id, row_number() over (order by employee_id) as n
        from course_enrolments where course_id = ${courseId}) x
      where e.course_id = ${courseId} and e.employee_id = x.employee_id and x.n <= 3`);
    type Page = {
      nodes: { employeeId: string; dueAt: string; completedAt: string | null; overdue: boolean }[];
      endCursor: string | null;
      hasNextPage: boolean;
    };
    const query = `query ($courseId: ID, $first: Int, $after: String) { academy {
      learners(courseId: $courseId, first: $first, after: $after) {
        nodes { employeeId dueAt completedAt overdue } endCursor hasNextPage } } }`;
    const seen: Page['nodes'] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = (
        await h.gql<{ academy: { learners: Page } }>(
          query,
          { courseId, first: 2, after },
          as('ADMIN'),
        )
      ).data!.academy.learners;
      seen.push(...page.nodes);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    const expected = rowsOf<{ employee_id: string }>(
      await h.database.db.execute(sql`select employee_id from course_enrolments
        where course_id = ${courseId} order by completed_at is not null, due_at, employee_id`),
    ).map((r) => r.employee_id);
    expect(seen.map((l) => l.employeeId)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(3);
    expect(seen.slice(0, 2).map((l) => l.overdue)).toEqual([true, true]);
    expect(seen[seen.length - 1]!.completedAt).not.toBeNull();
  });

  it('seeds a demo course the demo cashier is half-way through and a certificate for the accountant', async () => {
    const cashier = (await h.gql(MINE, {}, as('CASHIER'))).data!.training.mine;
    expect(cashier.find((t) => t.titleEn === 'Redeeming coupons at the counter')).toMatchObject({
      completedLessons: 1,
      totalLessons: 3,
      completedAt: null,
    });
    const accountant = (await h.gql(MINE, {}, as('ACCOUNTANT'))).data!.training.mine;
    const closing = accountant.find((t) => t.titleEn === 'Closing the month')!;
    expect(closing.completedAt).not.toBeNull();
    expect(
      (await certificate(closing.courseId, callers.token('ACCOUNTANT')!, 'el')).statusCode,
    ).toBe(200);
  });
});
