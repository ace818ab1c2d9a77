import { uploadStoredFile, type FileUpload } from '../../../lib/upload-file';
import { lessonFileProblem, type LessonFilePurpose, type LessonFileValue } from '../lesson-files';

// POST /academy/files?name=… takes the raw file, as support attachments are uploaded.
export async function uploadLessonFile(
  file: File,
  purpose: LessonFilePurpose,
): Promise<FileUpload<LessonFileValue>> {
  const problem = lessonFileProblem(file, purpose);
  if (problem) return { ok: false, message: problem };
  return uploadStoredFile('/academy/files', file);
}

// Where an uploaded file is served (GET, with the access token).
export const lessonFileUrl = (id: string) => `/academy/files/${id}`;
