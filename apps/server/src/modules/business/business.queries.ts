import type { BusinessStatus } from '@back-office/domain/people';
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import type { Db } from '../../db/client';
import { whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { merchants } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { merchantView } from '../employee/employee.queries';

export interface BusinessListQuery {
  status?: BusinessStatus | null;
  search?: string | null;
  after: string[] | null;
  limit: number;
}

type BusinessRaw = Record<string, unknown> & {
  employee_count: number;
  store_count: number;
  sort_key: string;
};

export interface BusinessRow {
  merchant: typeof merchants.$inferSelect;
  employeeCount: number;
  storeCount: number;
  sortKey: string;
}

/**
 * Businesses in name order with their counts of active staff and stores. Prepared (planning cost
 * more than running a page) unless a search's pattern makes the statement one of a kind.
 */
async function selectBusinesses(
  db: Db,
  conditions: SQL[],
  limit: number,
  prepared: boolean,
): Promise<BusinessRow[]> {
  const statement = sql`select ${columnListOf(merchants, 'merchants')},
      (select count(*)::int from memberships m where m.merchant_id = merchants.id and m.status = 'active') as employee_count,
      (select count(*)::int from stores s where s.merchant_id = merchants.id) as store_count,
      lower(merchants.name) as sort_key
    from merchants ${whereOf(conditions)}
    order by lower(merchants.name), merchants.id limit ${integerLiteral(limit)}`;
  const rows = prepared
    ? await queryPreparedSql<BusinessRaw>(db, 'business-page', statement)
    : rowsOf<BusinessRaw>(await db.execute(statement));
  return rows.map((r) => ({
    merchant: tableRowOf(merchants, r),
    employeeCount: Number(r.employee_count),
    storeCount: Number(r.store_count),
    sortKey: r.sort_key,
  }));
}

export function businessView(row: BusinessRow) {
  return {
    ...merchantView(row.merchant),
    isProvider: row.merchant.isProvider,
    employeeCount: Number(row.employeeCount),
    storeCount: Number(row.storeCount),
  };
}

/**
 * A page in name order from the (lower(name), id) index, of one status from its own; a search
 * from the trigram indexes of the fields it reads. The count stops past LIST_COUNT_LIMIT.
 */
export async function listBusinesses(
  db: Db,
  q: BusinessListQuery,
): Promise<{ rows: BusinessRow[]; total: number; totalIsExact: boolean }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(merchants.status, q.status));
  if (q.search) {
    const like = likePattern(q.search);
    conditions.push(
      or(
        ilike(merchants.name, like),
        ilike(merchants.companyName, like),
        ilike(merchants.companyLegalName, like),
        ilike(merchants.companyEmail, like),
        ilike(merchants.companyCity, like),
      )!,
    );
  }
  const page = q.after
    ? [
        ...conditions,
        sql`(lower(${merchants.name}), ${merchants.id}) > (${q.after[0]}, ${q.after[1]}::uuid)`,
      ]
    : conditions;
  const count = sql`select count(*)::int as n from (select 1 from merchants ${whereOf(conditions)}
    limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) m`;
  const [rows, counted] = await Promise.all([
    selectBusinesses(db, page, q.limit, !q.search),
    q.search
      ? db.execute(count).then((r) => rowsOf<{ n: number }>(r))
      : queryPreparedSql<{ n: number }>(db, 'business-count', count),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  return { rows, total: Math.min(n, LIST_COUNT_LIMIT), totalIsExact: n <= LIST_COUNT_LIMIT };
}

export async function findBusiness(db: Db, id: string): Promise<BusinessRow | undefined> {
  const [row] = await selectBusinesses(db, [sql`merchants.id = ${id}::uuid`], 1, true);
  return row;
}
