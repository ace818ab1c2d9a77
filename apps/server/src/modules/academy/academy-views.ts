import { randomUUID } from 'node:crypto';
import { percentOf, videoEmbedUrl } from '@back-office/domain/academy';
import type { LessonInput } from '@back-office/domain/schemas/academy';
import {
  selectAssignments,
  selectFiles,
  selectLessons,
  type CourseRow,
  type Executor,
  type FileRow,
  type LessonContent,
  type LessonRow,
} from './academy.queries';

const iso = (v: string | Date) => new Date(v).toISOString();
export const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));
export { iso };

export function fileView(f: FileRow) {
  return {
    _id: f.id,
    fileName: f.file_name,
    contentType: f.content_type,
    size: f.size,
    url: `/academy/files/${f.id}`,
  };
}

const fileIdsOf = (lessons: LessonRow[]) =>
  lessons.flatMap((l) => [
    ...(l.content.imageIds ?? []),
    ...(l.content.fileId ? [l.content.fileId] : []),
  ]);

/** The files the lessons show, by id. */
export async function filesOf(db: Executor, lessons: LessonRow[]) {
  const files = await selectFiles(db, [...new Set(fileIdsOf(lessons))]);
  return new Map(files.map((f) => [f.id, fileView(f)]));
}

/**
 * A lesson as the schema's Lesson. A quiz's right answers are only in a writer's view: a learner
 * is told the score, not the key.
 */
export function lessonView(
  l: LessonRow,
  files: Map<string, ReturnType<typeof fileView>>,
  writer: boolean,
) {
  const c = l.content;
  return {
    _id: l.id,
    courseId: l.course_id,
    position: l.position,
    kind: l.kind,
    status: l.status,
    titleEn: l.title_en,
    titleEl: l.title_el,
    bodyEn: c.bodyEn ?? null,
    bodyEl: c.bodyEl ?? null,
    images: (c.imageIds ?? []).flatMap((id) => files.get(id) ?? []),
    videoUrl: c.videoUrl ?? null,
    videoEmbedUrl: c.videoUrl ? videoEmbedUrl(c.videoUrl) : null,
    file: c.fileId ? (files.get(c.fileId) ?? null) : null,
    passMark: c.passMark ?? null,
    questions: (c.questions ?? []).map((q) => ({
      _id: q.id,
      promptEn: q.promptEn,
      promptEl: q.promptEl,
      options: q.options.map((o) => ({ _id: o.id, labelEn: o.labelEn, labelEl: o.labelEl })),
      answerId: writer ? q.answerId : null,
    })),
  };
}

/** Courses as the schema's Course, with their lessons and assignments. */
export async function courseViews(db: Executor, rows: CourseRow[]) {
  const ids = rows.map((r) => r.id);
  const [lessons, assignments] = await Promise.all([
    selectLessons(db, ids),
    selectAssignments(db, ids),
  ]);
  const files = await filesOf(db, lessons);
  return rows.map((r) => ({
    _id: r.id,
    titleEn: r.title_en,
    titleEl: r.title_el,
    descriptionEn: r.description_en,
    descriptionEl: r.description_el,
    status: r.status,
    assignments: assignments
      .filter((a) => a.course_id === r.id)
      .map((a) => ({ role: a.role_id, dueDays: a.due_days })),
    lessons: lessons.filter((l) => l.course_id === r.id).map((l) => lessonView(l, files, true)),
    publishedLessons: r.published_lessons,
    enrolled: r.enrolled,
    completed: r.completed,
    completionRate: percentOf(r.completed, r.enrolled),
    overdue: r.overdue,
    createdAt: iso(r.created_at),
    publishedAt: isoOrNull(r.published_at),
  }));
}

/**
 * The stored content of a lesson input: only the fields of its kind. Questions and options keep
 * the ids they were saved with, so that attempts already made still name them.
 */
export function lessonContent(input: LessonInput): LessonContent {
  switch (input.kind) {
    case 'text':
      return { bodyEn: input.bodyEn, bodyEl: input.bodyEl, imageIds: input.imageIds };
    case 'video':
      return { videoUrl: input.videoUrl };
    case 'pdf':
      return { fileId: input.fileId };
    case 'quiz':
      return {
        passMark: input.passMark ?? null,
        questions: input.questions.map((q) => {
          const options = q.options.map((o) => ({
            id: o.id ?? randomUUID(),
            labelEn: o.labelEn,
            labelEl: o.labelEl,
          }));
          return {
            id: q.id ?? randomUUID(),
            promptEn: q.promptEn,
            promptEl: q.promptEl,
            options,
            answerId: options[q.answerIndex]!.id,
          };
        }),
      };
  }
}
