// The rows of a raw `db.execute`: both drivers (PGlite and node-postgres) answer { rows }.
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
