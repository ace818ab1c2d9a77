import { ACADEMY_RULES } from '@back-office/domain/academy';

import type { StoredFile } from '../../lib/upload-file';

// An uploaded image or PDF as a lesson form holds it: its id goes with the lesson.
export type LessonFileValue = StoredFile;

export type LessonFilePurpose = 'image' | 'pdf';

// What the form says about a file before sending it; the server checks its content again.
export function lessonFileProblem(
  file: Pick<File, 'size' | 'type'>,
  purpose: LessonFilePurpose,
): string | null {
  if (file.size > ACADEMY_RULES.fileMaxBytes) return 'fileTooLarge';
  if (!file.type) return null;
  if (!(ACADEMY_RULES.fileTypes as readonly string[]).includes(file.type)) return 'fileType';
  if (purpose === 'image' && !(ACADEMY_RULES.imageTypes as readonly string[]).includes(file.type))
    return 'fileNotImage';
  if (purpose === 'pdf' && file.type !== 'application/pdf') return 'fileNotPdf';
  return null;
}
