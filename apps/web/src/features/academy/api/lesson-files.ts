import { uploadStoredFile } from '../../../lib/upload-file';
import { lessonFileProblem, type LessonFilePurpose, type LessonFileValue } from '../lesson-files';

export type LessonFileUpload = { ok: true; file: LessonFileValue } | { ok: false; message: string };

// POST /academy/files?name=… takes the raw file, as support attachments are uploaded.
export async function uploadLessonFile(
  file: File,
  purpose: LessonFilePurpose,
): Promise<LessonFileUpload> {
  const problem = lessonFileProblem(file, purpose);
  if (problem) return { ok: false, message: problem };
  const answer = await uploadStoredFile('/academy/files', file);
  return answer.ok ? { ok: true, file: answer.value } : answer;
}

// Where an uploaded file is served (GET, with the access token).
export const lessonFileUrl = (id: string) => `/academy/files/${id}`;
