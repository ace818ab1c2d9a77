import { uploadRawFile } from '../../../lib/upload-file';
import { attachmentProblem } from '../ticket-form';

export interface UploadedAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export type AttachmentUpload =
  { ok: true; attachment: UploadedAttachment } | { ok: false; message: string };

// POST /support/attachments takes the raw file (as product images are uploaded); its size and
// type are checked here first so that a file the server refuses is not sent.
export async function uploadAttachment(file: File): Promise<AttachmentUpload> {
  const problem = attachmentProblem(file);
  if (problem) return { ok: false, message: problem };
  const answer = await uploadRawFile(
    `/support/attachments?name=${encodeURIComponent(file.name)}`,
    file,
    (body) =>
      typeof body.id === 'string'
        ? {
            id: body.id,
            fileName: typeof body.fileName === 'string' ? body.fileName : file.name,
            contentType: typeof body.contentType === 'string' ? body.contentType : file.type,
            size: typeof body.size === 'number' ? body.size : file.size,
          }
        : null,
  );
  return answer.ok ? { ok: true, attachment: answer.value } : answer;
}
