import { API_TIMEOUT_MS } from '@back-office/domain/constants';
import { ERROR_CODES } from '@back-office/domain/errors';
import { MESSAGES } from '@back-office/domain/messages';
import { tokenForRequest } from './graphql/client';
import { notifyRequestError } from './graphql/notify-request-error';
import { GraphQLRequestError, HttpError, NetworkError, TimeoutError } from './graphql/errors';
import { refreshAccessToken } from './session/refresh';

async function post(url: string, file: File, token: string | null): Promise<Response> {
  try {
    return await fetch(url, {
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

// A refused file is an answer for the form (its message, by key, goes beside the field); anything
// else is a failure of the request, thrown like the GraphQL client's.
export type FileUpload<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * POSTs the raw file with the access token (renewed once if it had expired) and reads the
 * server's answer: `accept` turns a successful body into the value, or null if it is not one.
 */
export async function uploadRawFile<T>(
  url: string,
  file: File,
  accept: (body: Record<string, unknown>) => T | null,
): Promise<FileUpload<T>> {
  let token = await tokenForRequest();
  let response = await post(url, file, token);
  if (response.status === 401) {
    token = await refreshAccessToken(token);
    response = await post(url, file, token);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const value = response.ok && body ? accept(body) : null;
  if (value !== null) return { ok: true, value };
  if ((response.status === 400 || response.status === 413) && typeof body?.message === 'string')
    return {
      ok: false,
      message: typeof body.messageKey === 'string' ? body.messageKey : body.message,
    };
  if (response.status === 403)
    throw new GraphQLRequestError(MESSAGES.forbiddenToast, ERROR_CODES.FORBIDDEN);
  throw new HttpError(response.status);
}

/** A file the server stored and described: its id, and the name, type and size it kept. */
export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** POSTs the raw file to `path?name=…`, a route that answers with the stored file's description. */
export function uploadStoredFile(path: string, file: File): Promise<FileUpload<StoredFile>> {
  return uploadRawFile(`${path}?name=${encodeURIComponent(file.name)}`, file, (body) =>
    typeof body.id === 'string'
      ? {
          id: body.id,
          fileName: typeof body.fileName === 'string' ? body.fileName : file.name,
          contentType: typeof body.contentType === 'string' ? body.contentType : file.type,
          size: typeof body.size === 'number' ? body.size : file.size,
        }
      : null,
  );
}

/**
 * Uploads the files one after another and returns those stored: a file the server refuses has
 * its message given to `onRefused`, a request that fails is shown as the app shows any.
 */
export async function uploadEach<T>(
  files: readonly File[],
  upload: (file: File) => Promise<FileUpload<T>>,
  onRefused: (message: string) => void,
): Promise<T[]> {
  const stored: T[] = [];
  for (const file of files) {
    try {
      const result = await upload(file);
      if (result.ok) stored.push(result.value);
      else onRefused(result.message);
    } catch (failure) {
      notifyRequestError(failure);
    }
  }
  return stored;
}
