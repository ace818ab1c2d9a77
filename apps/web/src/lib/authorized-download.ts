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

// RFC 6266's exact name (filename*=UTF-8''…), which keeps a Greek title; the quoted one is its
// ASCII stand-in for old clients.
function exactFileName(disposition: string): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded.trim());
  } catch {
    return null;
  }
}

// A file behind the bearer token, fetched with one refresh on a 401 as every request gets.
export async function fetchAuthorized(url: string): Promise<Response> {
  const token = await currentToken();
  let response = await get(url, token);
  if (response.status === 401) response = await get(url, await refreshAccessToken(token));
  if (!response.ok) throw new HttpError(response.status);
  return response;
}

// A file behind the bearer token (an export, an invoice's PDF) cannot be a link: it is fetched
// and handed to the browser.
export async function downloadAuthorized(url: string, fallbackName: string): Promise<void> {
  const response = await fetchAuthorized(url);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName =
    exactFileName(disposition) ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // Some browsers read the object URL after click() returns; FileSaver.js waits 40 s too.
  setTimeout(() => URL.revokeObjectURL(link.href), 40_000);
}
