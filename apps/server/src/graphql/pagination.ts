import { z } from 'zod';

// Keyset pagination: a cursor is the sort key of the last row shown, the row's id last, so a deep
// page costs what the first one does.
export const pageArgs = {
  first: z.number().int().min(1).max(100).nullish(),
  after: z.string().max(1000).nullish(),
};

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor of this list, or null (the first page) for anything else. */
export function decodeCursor(after: string | null | undefined, length: number): string[] | null {
  if (!after) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    const valid =
      Array.isArray(key) &&
      key.length === length &&
      key.every((v) => typeof v === 'string') &&
      z.uuid().safeParse(key[length - 1]).success;
    return valid ? (key as string[]) : null;
  } catch {
    return null;
  }
}

/** Rows were read with one extra, which tells whether another page follows. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => string[]) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const hasNextPage = rows.length > limit;
  return { items, hasNextPage, endCursor: hasNextPage && last ? encodeCursor(key(last)) : null };
}

/** A search term for ILIKE, its wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
