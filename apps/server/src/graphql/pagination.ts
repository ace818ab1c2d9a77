import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@back-office/domain/constants';
import { hasControlCharacter } from '@back-office/domain/inputs';
import { badUserInput } from './errors';

// Keyset pagination: a cursor is the sort key of the last row shown, the row's id last, so a deep
// page costs what the first one does. Every list encodes it the same way: a base64url JSON array
// of strings, each part checked against what its statement casts it to before any SQL runs.
export const pageArgs = {
  first: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
  after: z.string().max(1000).nullish(),
};

// PostgreSQL's text form of a timestamptz ('2026-11-23 20:08:31.123456+00') or an ISO string.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function isTimestamp(value: string): boolean {
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

/** What each part of a cursor may hold: exactly what its column accepts. */
export const cursorPart = {
  text: z
    .string()
    .max(500)
    .refine((value) => !hasControlCharacter(value)),
  uuid: z.uuid(),
  integer: z.string().regex(/^-?\d{1,15}$/),
  timestamp: z.string().refine(isTimestamp),
} as const;

type Parts = readonly [z.ZodType<string>, ...z.ZodType<string>[]];
type Key<P extends Parts> = { [K in keyof P]: string };

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function parse(after: string): unknown {
  try {
    return JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The key of a cursor of this list, or null (the first page) when there is none. A cursor this
 * list did not make is the client's mistake: BAD_USER_INPUT, never a statement that fails.
 */
export function decodeCursor<P extends Parts>(
  after: string | null | undefined,
  parts: P,
): Key<P> | null {
  if (!after) return null;
  const key = parse(after);
  const valid =
    Array.isArray(key) &&
    key.length === parts.length &&
    parts.every((part, i) => part.safeParse(key[i]).success);
  if (!valid) return badUserInput('invalidCursor', { after: 'invalidCursor' });
  return key as unknown as Key<P>;
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

/**
 * Beyond this many rows of another table matching a search, a list of their ids stops helping a
 * list's query: reading the list's newest-first index until a page is full serves it better.
 */
export const SEARCH_IDS_BOUND = 100;

/**
 * A search's matches in another table, passed to a list's query as values. PostgreSQL then knows
 * how rare they are and picks between the indexes that find them and the newest-first index;
 * a subquery or a join would hide their number from it. Null when there are more than the bound.
 */
export function matchedIds(ids: string[], column: SQL): SQL | null {
  if (ids.length > SEARCH_IDS_BOUND) return null;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}
