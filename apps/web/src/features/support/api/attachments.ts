import { uploadStoredFile, type FileUpload, type StoredFile } from '../../../lib/upload-file';
import { attachmentProblem } from '../ticket-form';

export type UploadedAttachment = StoredFile;

// POST /support/attachments takes the raw file (as product images are uploaded); its size and
// type are checked here first so that a file the server refuses is not sent.
export async function uploadAttachment(file: File): Promise<FileUpload<UploadedAttachment>> {
  const problem = attachmentProblem(file);
  if (problem) return { ok: false, message: problem };
  return uploadStoredFile('/support/attachments', file);
}
