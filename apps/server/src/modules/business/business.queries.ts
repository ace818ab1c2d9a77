import type { BusinessStatus } from '@back-office/domain/people';
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import type { Db } from '../../db/client';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { merchants } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { merchantView } from '../employee/employee.service';
import {
  liveSubscriptionLabelOf,
  subscriptionLabel,
  type SubscriptionLabelRaw,
} from '../subscription/subscription-view.service';

export interface BusinessListQuery {
  status?: BusinessStatus | null;
  search?: string | null;
  after: string[] | null;
  limit: number;
  /** The moment whose subscription status and period the page shows. */
  at: Date;
}

type BusinessRaw = Record<string, unknown> &
  SubscriptionLabelRaw & {
    employee_count: number;
    store_count: number;
    sort_key: string;
    total_count: number;
  };

export interface BusinessRow {
  merchant: typeof merchants.$inferSelect;
  employeeCount: number;
  storeCount: number;
  sortKey: string;
  subscription: SubscriptionLabelRaw;
}

/**
 * Businesses in name order with their counts of active staff and stores, each with its live
 * subscription, and how many match (counted to one past LIST_COUNT_LIMIT, unless the caller
 * knows it): one statement, since at many clients a page's cost was its statements' round trips
 * more than their work (four statements answered a quarter of the scan history's requests a
 * second). Prepared (planning cost more than running a page) unless a search's pattern makes the
 * statement one of a kind.
 */
async function selectBusinesses(
  db: Db,
  q: {
    conditions: SQL[];
    page: SQL[];
    limit: number;
    prepared: boolean;
    at: Date;
    counted?: number;
  },
): Promise<{ rows: BusinessRow[]; counted: number }> {
  const counted =
    q.counted === undefined
      ? sql`select count(*)::int as total_count from (select 1 from merchants ${whereOf(q.conditions)}
      limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) m`
      : sql`select ${q.counted}::int as total_count`;
  const statement = sql`with page as (
      select ${columnListOf(merchants, 'merchants')},
        (select count(*)::int from memberships m where m.merchant_id = merchants.id and m.status = 'active') as employee_count,
        (select count(*)::int from stores s where s.merchant_id = merchants.id) as store_count,
        lower(merchants.name) as sort_key
      from merchants ${whereOf(q.page)}
      order by lower(merchants.name), merchants.id limit ${integerLiteral(q.limit)}),
    counted as (${counted})
    select counted.total_count, page.*, subscription.*
    from counted left join page on true
    left join lateral (${liveSubscriptionLabelOf(sql`page.id`, q.at)}) subscription on true
    order by page.sort_key, page.id`;
  const raw = q.prepared
    ? await queryPreparedSql<BusinessRaw>(db, 'business-page', statement)
    : rowsOf<BusinessRaw>(await db.execute(statement));
  return {
    counted: Number(raw[0]?.total_count ?? 0),
    rows: raw
      .filter((r) => r.id !== null)
      .map((r) => ({
        merchant: tableRowOf(merchants, r),
        employeeCount: Number(r.employee_count),
        storeCount: Number(r.store_count),
        sortKey: r.sort_key,
        subscription: r,
      })),
  };
}

/**
 * The businesses a search matches, up to one past LIST_COUNT_LIMIT, from the trigram indexes of
 * the fields it reads. Run once, prepared with its pattern as a parameter: at 100,000 businesses
 * a page and its count each ran the match, and planning it over five indexes for each pattern
 * took as long again as running it.
 */
async function searchedBusinessIds(db: Db, conditions: SQL[]): Promise<string[]> {
  const rows = await queryPreparedSql<{ id: string }>(
    db,
    'business-search',
    sql`select merchants.id from merchants ${whereOf(conditions)}
      limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}`,
  );
  return rows.map((r) => r.id);
}

export function businessView(row: BusinessRow, at: Date) {
  return {
    ...merchantView(row.merchant),
    isProvider: row.merchant.isProvider,
    employeeCount: Number(row.employeeCount),
    storeCount: Number(row.storeCount),
    subscription: subscriptionLabel(row.subscription, at),
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
  const after = q.after
    ? [sql`(lower(${merchants.name}), ${merchants.id}) > (${q.after[0]}, ${q.after[1]}::uuid)`]
    : [];
  // A search's matches are found once; the page is read from them by id when they can all be
  // counted, else (they are common enough for the name-order index to fill a page soon) from
  // that index, planned for the pattern.
  const ids = q.search ? await searchedBusinessIds(db, conditions) : null;
  const many = ids !== null && ids.length > LIST_COUNT_LIMIT;
  const selected = ids && !many ? [sql`merchants.id = any(${uuidArrayOf(ids)})`] : conditions;
  const { rows, counted } = await selectBusinesses(db, {
    conditions: selected,
    page: [...selected, ...after],
    limit: q.limit,
    prepared: !many,
    at: q.at,
    counted: ids?.length,
  });
  return {
    rows,
    total: Math.min(counted, LIST_COUNT_LIMIT),
    totalIsExact: counted <= LIST_COUNT_LIMIT,
  };
}

export async function findBusiness(db: Db, id: string, at: Date): Promise<BusinessRow | undefined> {
  const byId = [sql`merchants.id = ${id}::uuid`];
  const { rows } = await selectBusinesses(db, {
    conditions: byId,
    page: byId,
    limit: 1,
    prepared: true,
    at,
  });
  return rows[0];
}
