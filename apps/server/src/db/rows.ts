import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// The rows of a raw `db.execute`: both drivers (PGlite and node-postgres) answer { rows }.
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const columnsByTable = new WeakMap<PgTable, [string, Column][]>();

function columnsOfTable(table: PgTable): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table) as Record<string, Column>);
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * A table's columns by name under an alias (`i."id", i."kind", …`), what tableRowOf reads. Unlike
 * `i.*`, the list is fixed in the statement's text, so a prepared statement's result keeps its
 * shape when a migration run by another process adds a column.
 */
export function columnListOf(table: PgTable, alias: string): SQL {
  return sql.raw(
    columnsOfTable(table)
      .map(([, c]) => `${alias}."${c.name}"`)
      .join(', '),
  );
}

/**
 * A table's row from a raw row that holds its columns under their database names (`i.*`, or
 * `to_jsonb(m)`), each value mapped as Drizzle's own select maps it (dates, bigints, JSON). A hot
 * list reads raw SQL because building a select of several aliased tables in Drizzle cost more
 * of the server's time than PostgreSQL spent answering it.
 */
export function tableRowOf<T extends PgTable>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOfTable(table)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
