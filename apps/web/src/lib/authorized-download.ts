import { HttpError } from './graphql/errors';
import { pendingRefresh, refreshAccessToken } from './session/refresh';
import { getSession, isTokenExpired } from './session/session-store';

async function currentToken(): Promise<string | null> {
  const pending = pendingRefresh();
  if (pending) return pending;
  const session = getSession();
  if (session.token && isTokenExpired(session)) return refreshAccessToken(session.token);
  return session.token;
}

function get(url: string, token: string | null): Promise<Response> {
  return fetch(url, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

// A file behind the bearer token (an export, an invoice's PDF) cannot be a link: it is fetched
// (with one refresh on a 401, as every request gets) and handed to the browser.
export async function downloadAuthorized(url: string, fallbackName: string): Promise<void> {
  const token = await currentToken();
  let response = await get(url, token);
  if (response.status === 401) response = await get(url, await refreshAccessToken(token));
  if (!response.ok) throw new HttpError(response.status);

  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // Some browsers read the object URL after click() returns; FileSaver.js waits 40 s too.
  setTimeout(() => URL.revokeObjectURL(link.href), 40_000);
}
