import { MAX_UPLOAD_BYTES } from '@back-office/domain/constants';
import { uploadRawFile } from './upload-file';

export interface UploadedImage {
  id: string;
  url: string;
}

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; message: string };

// POST /uploads/images takes the raw file; the server decides by content whether it is an
// image. The size is checked here first so that a large file is not sent only to be refused.
export async function uploadImage(file: File): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: 'imageTooLarge' };
  const answer = await uploadRawFile('/uploads/images', file, (body) =>
    typeof body.id === 'string' && typeof body.url === 'string'
      ? { id: body.id, url: body.url }
      : null,
  );
  return answer.ok ? { ok: true, image: answer.value } : answer;
}
