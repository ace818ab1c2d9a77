import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACADEMY_RULES } from '@back-office/domain/academy';
import { rowsOf } from '../../db/rows';
import type { Services } from '../../graphql/context';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import { contentDisposition, fileType, memberFor, safeFileName } from '../../http/uploads';
import { providerId } from '../accounting/invoice.service';
import { learnerFilter, learners } from './academy.service';
import { renderCertificatePdf } from './certificate-document';
import { messageOf } from '../../graphql/result-message';

/** The signed-in person of a bearer token, with or without a selected business; else null. */
function signedIn(services: Services, request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const verified = services.tokens.verifyAccess(header.slice(7));
  return verified.ok ? verified.claims.sub : null;
}

const unauthenticated = (reply: FastifyReply) =>
  reply.code(401).send({ message: 'UNAUTHENTICATED' });

type Learner = Awaited<ReturnType<typeof learners>>[number];
const COLUMNS: [string, (r: Learner) => string | number | null][] = [
  ['name', (r) => r.name],
  ['email', (r) => r.email],
  ['businesses', (r) => r.businesses.join('; ')],
  ['course', (r) => r.courseTitleEn],
  ['enrolled', (r) => r.enrolledAt],
  ['due', (r) => r.dueAt],
  ['lessons completed', (r) => r.completedLessons],
  ['lessons', (r) => r.totalLessons],
  ['completed', (r) => r.completedAt],
  ['overdue', (r) => (r.overdue ? 'yes' : 'no')],
];

/**
 * POST /academy/files?name=… (the raw file as the body; academy:write) and GET /academy/files/:id
 * (anyone signed in: lessons are the provider's material for every business's staff).
 * GET /academy/certificates/:courseId?lang=en|el: the signed-in person's certificate of a course
 * they completed. GET /exports/academy-progress.csv: the learners list's rows (academy:read).
 */
export function registerAcademyRoutes(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ACADEMY_RULES.fileMaxBytes + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send(messageOf('fileTooLarge'));
      return reply.send(error);
    });
    scope.post<{ Querystring: { name?: string } }>('/academy/files', async (request, reply) => {
      const caller = await memberFor(services, request, 'academy:write');
      if (!caller) return reply.code(403).send({ message: 'FORBIDDEN' });
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        return reply.code(400).send(messageOf('fileType'));
      if (bytes.length > ACADEMY_RULES.fileMaxBytes)
        return reply.code(413).send(messageOf('fileTooLarge'));
      const contentType = fileType(bytes, ACADEMY_RULES.fileTypes);
      if (!contentType) return reply.code(400).send(messageOf('fileType'));
      const name = safeFileName(request.query.name, 'lesson-file');
      const [row] = rowsOf<{ id: string }>(
        await services.db.execute(sql`
          insert into lesson_files (uploaded_by, file_name, content_type, size, bytes)
          values (${caller.sub}, ${name}, ${contentType}, ${bytes.length},
            decode(${bytes.toString('base64')}, 'base64'))
          returning id`),
      );
      return reply.code(201).send({ id: row!.id, fileName: name, contentType, size: bytes.length });
    });
  });

  app.get<{ Params: { id: string } }>('/academy/files/:id', async (request, reply) => {
    if (!signedIn(services, request)) return unauthenticated(reply);
    if (!z.uuid().safeParse(request.params.id).success)
      return reply.code(404).send({ message: 'Not Found' });
    const [row] = rowsOf<{ file_name: string; content_type: string; bytes: Buffer | Uint8Array }>(
      await services.db.execute(sql`
        select file_name, content_type, bytes from lesson_files where id = ${request.params.id}`),
    );
    if (!row) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', contentDisposition('inline', row.file_name))
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.bytes));
  });

  app.get<{ Params: { courseId: string }; Querystring: { lang?: string } }>(
    '/academy/certificates/:courseId',
    async (request, reply) => {
      const employeeId = signedIn(services, request);
      if (!employeeId) return unauthenticated(reply);
      const courseId = request.params.courseId;
      if (!z.uuid().safeParse(courseId).success)
        return reply.code(404).send(messageOf('courseNotFound'));
      const [row] = rowsOf<{
        name: string;
        title_en: string;
        title_el: string;
        completed_on: string | null;
      }>(
        await services.db.execute(sql`
          select trim(p.first_name || ' ' || p.last_name) as name, c.title_en, c.title_el,
            (e.completed_at at time zone analytics_provider_timezone())::date::text as completed_on
          from course_enrolments e
            join employees p on p.id = e.employee_id
            join courses c on c.id = e.course_id
          where e.employee_id = ${employeeId} and e.course_id = ${courseId}`),
      );
      if (!row) return reply.code(404).send(messageOf('notEnrolled'));
      if (!row.completed_on) return reply.code(409).send(messageOf('notCompleted'));
      const language = request.query.lang === 'el' ? 'el' : 'en';
      const [issuer] = rowsOf<{ name: string }>(
        await services.db.execute(
          sql`select name from merchants where id = ${await providerId(services.db)}`,
        ),
      );
      const courseTitle = language === 'el' ? row.title_el : row.title_en;
      const pdf = await renderCertificatePdf({
        number: `${courseId.slice(0, 8)}-${employeeId.slice(0, 8)}`.toUpperCase(),
        name: row.name,
        courseTitle,
        completedOn: new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${row.completed_on}T00:00:00Z`)),
        issuer: issuer?.name ?? 'Back Office',
        language,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', `${safeFileName(courseTitle, 'course')}.pdf`),
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/exports/academy-progress.csv',
    async (request, reply) => {
      const caller = exportCaller(request, reply, services, 'academy:read');
      if (!caller) return reply;
      const q = request.query;
      const filter = learnerFilter({
        courseId: q.courseId || null,
        merchantId: q.merchantId || null,
        overdueOnly: q.overdueOnly === 'true',
      });
      if (!filter) return reply.code(400).send(messageOf('courseNotFound'));
      const rows = await learners(services.db, filter);
      async function* lines() {
        yield csvLine(COLUMNS.map(([name]) => name));
        for (const row of rows) yield csvLine(COLUMNS.map(([, get]) => get(row)));
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `academy-progress-${day}.csv`, lines());
    },
  );
}
