import { API_TIMEOUT_MS, MAX_UPLOAD_BYTES } from '@back-office/domain/constants';
import { ERROR_CODES } from '@back-office/domain/errors';
import { MESSAGES } from '@back-office/domain/messages';
import { tokenForRequest } from './graphql/client';
import { GraphQLRequestError, HttpError, NetworkError, TimeoutError } from './graphql/errors';

const UPLOAD_ENDPOINT = '/uploads/images';

export interface UploadedImage {
  id: string;
  url: string;
}

// A refused image is an answer for the form (its message goes beside the field); anything else
// is a failure of the request, thrown like the GraphQL client's.
export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; message: string };

async function post(file: File, token: string | null): Promise<Response> {
  try {
    return await fetch(UPLOAD_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError();
    throw new NetworkError();
  }
}

// POST /uploads/images takes the raw file; the server decides by content whether it is an
// image. The size is checked here first so that a large file is not sent only to be refused.
export async function uploadImage(file: File): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: MESSAGES.imageTooLarge };
  const response = await post(file, await tokenForRequest());
  const body = (await response.json().catch(() => null)) as Partial<
    UploadedImage & { message: string }
  > | null;
  if (response.ok && body?.id && body.url)
    return { ok: true, image: { id: body.id, url: body.url } };
  if ((response.status === 400 || response.status === 413) && body?.message)
    return { ok: false, message: body.message };
  if (response.status === 403)
    throw new GraphQLRequestError(MESSAGES.forbiddenToast, ERROR_CODES.FORBIDDEN);
  throw new HttpError(response.status);
}
