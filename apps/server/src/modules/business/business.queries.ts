import type { BusinessStatus } from '@back-office/domain/people';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { merchantView } from '../employee/employee.queries';

export interface BusinessListQuery {
  status?: BusinessStatus | null;
  search?: string | null;
  after: string[] | null;
  limit: number;
}

// Written out as merchants.id: without a join drizzle leaves the column unqualified, and inside
// the subqueries an unqualified id would be the subquery's own.
const businessColumns = {
  merchant: merchants,
  employeeCount: sql<number>`(select count(*)::int from memberships m where m.merchant_id = merchants.id and m.status = 'active')`,
  storeCount: sql<number>`(select count(*)::int from stores s where s.merchant_id = merchants.id)`,
  sortKey: sql<string>`lower(${merchants.name})`,
};

export type BusinessRow = Awaited<ReturnType<typeof selectBusinesses>>[number];

function selectBusinesses(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(businessColumns)
    .from(merchants)
    .where(where)
    .orderBy(sql`lower(${merchants.name})`, asc(merchants.id))
    .limit(limit);
}

export function businessView(row: BusinessRow) {
  return {
    ...merchantView(row.merchant),
    isProvider: row.merchant.isProvider,
    employeeCount: Number(row.employeeCount),
    storeCount: Number(row.storeCount),
  };
}

export async function listBusinesses(
  db: Db,
  q: BusinessListQuery,
): Promise<{ rows: BusinessRow[]; total: number }> {
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
  const [rows, [count]] = await Promise.all([
    selectBusinesses(db, and(...page), q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants)
      .where(and(...conditions)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBusiness(db: Db, id: string): Promise<BusinessRow | undefined> {
  const [row] = await selectBusinesses(db, eq(merchants.id, id), 1);
  return row;
}
