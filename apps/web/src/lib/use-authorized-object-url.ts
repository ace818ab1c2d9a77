import { useEffect, useState } from 'react';
import { fetchAuthorized } from './authorized-download';

export type ObjectUrlState =
  | { status: 'loading'; url: null }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: null };

// A file behind the bearer token as an address an <img> can show: an <img> sends no header, so
// the file is fetched with the token and shown from a blob: URL, given back when it is no longer
// shown. The browser's cache keeps the file (the server marks it private), so showing it again
// costs no download.
export function useAuthorizedObjectUrl(source: string): ObjectUrlState {
  const [state, setState] = useState<{ source: string; result: ObjectUrlState }>({
    source,
    result: { status: 'loading', url: null },
  });

  useEffect(() => {
    let live = true;
    let created: string | null = null;
    fetchAuthorized(source)
      .then((response) => response.blob())
      .then((blob) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setState({ source, result: { status: 'ready', url: created } });
      })
      .catch(() => {
        if (live) setState({ source, result: { status: 'failed', url: null } });
      });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [source]);

  // Another file was asked for: until it arrives, the previous one is not shown in its place.
  return state.source === source ? state.result : { status: 'loading', url: null };
}
