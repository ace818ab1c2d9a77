import { sql } from 'drizzle-orm';
import type { LessonInput } from '@back-office/domain/schemas/academy';
import type { Db } from '../../db/client';
import { courseAssignments, courseLessons, courses, lessonCompletions } from '../../db/schema';
import { completeFinishedEnrolments, enrolRoleHolders } from './academy.queries';
import { lessonContent } from './academy-views';

const DAY = 24 * 60 * 60 * 1000;

type SeedLesson = Omit<LessonInput, 'imageIds' | 'questions' | 'fileId'> &
  Partial<Pick<LessonInput, 'questions'>>;

const REDEEMING: SeedLesson[] = [
  {
    kind: 'text',
    titleEn: 'Before your first shift',
    titleEl: 'Πριν από την πρώτη σας βάρδια',
    bodyEn:
      'Customers bring coupons on their phone. Open the scanner from the header, point the camera at the QR code and wait for the green result.\n\nIf the result is red, read the message to the customer: an expired or already redeemed coupon cannot be taken.',
    bodyEl:
      'Οι πελάτες φέρνουν τα κουπόνια στο κινητό τους. Ανοίξτε τον σαρωτή από την κεφαλίδα, στρέψτε την κάμερα στον κωδικό QR και περιμένετε το πράσινο αποτέλεσμα.\n\nΑν το αποτέλεσμα είναι κόκκινο, διαβάστε το μήνυμα στον πελάτη: ένα ληγμένο ή ήδη εξαργυρωμένο κουπόνι δεν γίνεται δεκτό.',
    videoUrl: null,
    passMark: null,
  },
  {
    kind: 'video',
    titleEn: 'Scanning, step by step',
    titleEl: 'Η σάρωση βήμα προς βήμα',
    bodyEn: null,
    bodyEl: null,
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    passMark: null,
  },
  {
    kind: 'quiz',
    titleEn: 'Check yourself',
    titleEl: 'Ελέγξτε τον εαυτό σας',
    bodyEn: null,
    bodyEl: null,
    videoUrl: null,
    passMark: 100,
    questions: [
      {
        id: null,
        promptEn: 'A customer shows a coupon that was already redeemed. What do you do?',
        promptEl: 'Ένας πελάτης δείχνει κουπόνι που έχει ήδη εξαργυρωθεί. Τι κάνετε;',
        answerIndex: 1,
        options: [
          { id: null, labelEn: 'Redeem it again', labelEl: 'Το εξαργυρώνω ξανά' },
          {
            id: null,
            labelEn: 'Explain that it cannot be taken',
            labelEl: 'Εξηγώ ότι δεν γίνεται δεκτό',
          },
        ],
      },
      {
        id: null,
        promptEn: 'Where do you open the scanner?',
        promptEl: 'Από πού ανοίγετε τον σαρωτή;',
        answerIndex: 0,
        options: [
          { id: null, labelEn: 'From the header', labelEl: 'Από την κεφαλίδα' },
          { id: null, labelEn: 'From the sales page', labelEl: 'Από τη σελίδα πωλήσεων' },
        ],
      },
    ],
  },
];

const MONTH_END: SeedLesson[] = [
  {
    kind: 'text',
    titleEn: 'The month-end checklist',
    titleEl: 'Η λίστα ελέγχου του τέλους του μήνα',
    bodyEn:
      'Post every draft invoice of the month, record the payments received, and download the VAT summary from Accounting before the 10th.',
    bodyEl:
      'Καταχωρίστε κάθε πρόχειρο τιμολόγιο του μήνα, τις πληρωμές που εισπράξατε και κατεβάστε τη σύνοψη ΦΠΑ από τη Λογιστική πριν από τις 10.',
    videoUrl: null,
    passMark: null,
  },
];

async function insertCourse(
  db: Db,
  values: typeof courses.$inferInsert,
  lessons: SeedLesson[],
  lessonStatus: 'draft' | 'published',
) {
  const [course] = await db.insert(courses).values(values).returning({ id: courses.id });
  const ids: string[] = [];
  for (const [index, lesson] of lessons.entries()) {
    const [row] = await db
      .insert(courseLessons)
      .values({
        courseId: course!.id,
        position: index + 1,
        kind: lesson.kind,
        status: lessonStatus,
        titleEn: lesson.titleEn,
        titleEl: lesson.titleEl,
        content: lessonContent({
          ...lesson,
          imageIds: [],
          fileId: null,
          questions: lesson.questions ?? [],
        }),
      })
      .returning({ id: courseLessons.id });
    ids.push(row!.id);
  }
  return { id: course!.id, lessons: ids };
}

/**
 * A published course for every cashier (the demo cashier half-way through it, another business's
 * cashier overdue, one completed), a completed month-end course for the accountant, whose
 * certificate can be downloaded, and a draft for the admin to finish.
 */
export async function seedDemoAcademy(
  db: Db,
  ctx: { adminId: string; cashierId: string; accountantId: string },
) {
  const now = Date.now();
  const published = { status: 'published', createdBy: ctx.adminId } as const;
  const redeeming = await insertCourse(
    db,
    {
      ...published,
      titleEn: 'Redeeming coupons at the counter',
      titleEl: 'Εξαργύρωση κουπονιών στο ταμείο',
      descriptionEn: 'What every cashier needs before their first shift.',
      descriptionEl: 'Ό,τι χρειάζεται κάθε ταμίας πριν από την πρώτη βάρδια.',
      createdAt: new Date(now - 32 * DAY),
      publishedAt: new Date(now - 30 * DAY),
    },
    REDEEMING,
    'published',
  );
  const monthEnd = await insertCourse(
    db,
    {
      ...published,
      titleEn: 'Closing the month',
      titleEl: 'Κλείσιμο του μήνα',
      descriptionEn: 'Invoices, payments and VAT at the end of each month.',
      descriptionEl: 'Τιμολόγια, πληρωμές και ΦΠΑ στο τέλος κάθε μήνα.',
      createdAt: new Date(now - 31 * DAY),
      publishedAt: new Date(now - 30 * DAY),
    },
    MONTH_END,
    'published',
  );
  await insertCourse(
    db,
    {
      status: 'draft',
      createdBy: ctx.adminId,
      titleEn: 'Advertising your offers',
      titleEl: 'Διαφημίστε τις προσφορές σας',
      descriptionEn: 'Campaigns, budgets and what a sponsored offer brings.',
      descriptionEl: 'Καμπάνιες, προϋπολογισμοί και τι φέρνει μια προωθημένη προσφορά.',
    },
    [REDEEMING[0]!],
    'draft',
  );
  await db.insert(courseAssignments).values([
    { courseId: redeeming.id, roleId: 'CASHIER', dueDays: 7 },
    { courseId: redeeming.id, roleId: 'SALES', dueDays: 14 },
    { courseId: monthEnd.id, roleId: 'ACCOUNTANT', dueDays: 30 },
  ]);
  const enrolledAt = new Date(now - 20 * DAY);
  await enrolRoleHolders(db, redeeming.id, enrolledAt);
  await enrolRoleHolders(db, monthEnd.id, enrolledAt);
  // The demo cashier joined this week: the first lesson done, the course due in a few days.
  await db.execute(sql`update course_enrolments
    set enrolled_at = ${new Date(now - 2 * DAY).toISOString()}::timestamptz,
      due_at = ${new Date(now + 5 * DAY).toISOString()}::timestamptz
    where employee_id = ${ctx.cashierId} and course_id = ${redeeming.id}`);
  await db.insert(lessonCompletions).values([
    {
      employeeId: ctx.cashierId,
      lessonId: redeeming.lessons[0]!,
      completedAt: new Date(now - DAY),
    },
    {
      employeeId: ctx.accountantId,
      lessonId: monthEnd.lessons[0]!,
      completedAt: new Date(now - 10 * DAY),
    },
  ]);
  await completeFinishedEnrolments(db, monthEnd.id, new Date(now - 10 * DAY), ctx.accountantId);
}
