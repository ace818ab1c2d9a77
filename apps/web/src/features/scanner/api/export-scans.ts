import type { ScanFilter } from '../../../gql/graphql';
import { HttpError } from '../../../lib/graphql/errors';
import { pendingRefresh, refreshAccessToken } from '../../../lib/session/refresh';
import { getSession, isTokenExpired } from '../../../lib/session/session-store';

const EXPORT_PATH = '/exports/scans.csv';

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

// The export is a plain GET that needs the bearer token, so it cannot be a link: the file is
// fetched (with one refresh on a 401, as every request gets) and handed to the browser.
export async function downloadScansCsv(filter: ScanFilter): Promise<void> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  const url = `${EXPORT_PATH}?${params}`;
  const token = await currentToken();
  let response = await get(url, token);
  if (response.status === 401) response = await get(url, await refreshAccessToken(token));
  if (!response.ok) throw new HttpError(response.status);

  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'scans.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // Some browsers read the object URL after click() returns; FileSaver.js waits 40 s too.
  setTimeout(() => URL.revokeObjectURL(link.href), 40_000);
}
