import { uploadStoredFile, type StoredFile } from '../../../lib/upload-file';
import { attachmentProblem } from '../ticket-form';

export type UploadedAttachment = StoredFile;

export type AttachmentUpload =
  { ok: true; attachment: UploadedAttachment } | { ok: false; message: string };

// POST /support/attachments takes the raw file (as product images are uploaded); its size and
// type are checked here first so that a file the server refuses is not sent.
export async function uploadAttachment(file: File): Promise<AttachmentUpload> {
  const problem = attachmentProblem(file);
  if (problem) return { ok: false, message: problem };
  const answer = await uploadStoredFile('/support/attachments', file);
  return answer.ok ? { ok: true, attachment: answer.value } : answer;
}
