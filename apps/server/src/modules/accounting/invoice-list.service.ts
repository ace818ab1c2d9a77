import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { invoiceFilterSchema } from '@back-office/domain/schemas/accounting';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { businessToday } from '../../db/business-day';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { invoices } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import {
  cursorPart,
  decodeCursor,
  likePattern,
  matchedIds,
  pageArgs,
  pageOf,
  SEARCH_IDS_BOUND,
} from '../../graphql/pagination';
import { visibleMerchant } from '../../graphql/tenant';
import { parseArgs } from '../../graphql/validate';
import { customerPartyNameSql, merchantPartyNameSql, searchRecipients } from './accounting.queries';

import { invoiceObject, invoiceParent } from './invoice-view';
import { personName } from '../../db/names';
import { selected, findReadable } from './invoice-access';

const listArgs = z.object({ filter: invoiceFilterSchema.nullish(), ...pageArgs });
type InvoiceFilter = NonNullable<z.output<typeof listArgs>['filter']>;

/**
 * Invoices whose number, notes or recipient's name contain the text. A posted document carries
 * its recipient's name; a draft names its recipient live, so the customers and businesses whose
 * names match are found first (trigram indexes) and passed as values (matchedIds). So are the
 * invoices whose own text matches, when they are few: left with the text, PostgreSQL guessed
 * their number from its statistics' sample, and a sample holding one number of a searched range
 * (one in ten analyses at 100,000 invoices) made it read the newest-first index instead, past
 * 118,000 invoices to fill a page of 'INV-2025-0214' (285 ms against 12 through the indexes).
 */
async function invoiceSearch(db: Db, like: string): Promise<SQL> {
  const ownText = sql`(i.number ilike ${like} or i.notes ilike ${like} or (i.recipient->>'name') ilike ${like})`;
  const named = rowsOf<{ kind: 'customer' | 'business' | 'invoice'; id: string }>(
    await db.execute(sql`
      (select 'customer' as kind, c.id from customers c
        where (${personName('c')}) ilike ${like} limit ${SEARCH_IDS_BOUND + 1})
      union all
      (select 'business', m.id from merchants m where m.name ilike ${like} limit ${SEARCH_IDS_BOUND + 1})
      union all
      (select 'invoice', i.id from invoices i where ${ownText} limit ${SEARCH_IDS_BOUND + 1})`),
  );
  const ids = (kind: string) => named.filter((r) => r.kind === kind).map((r) => r.id);
  const customerIds = matchedIds(ids('customer'), sql`i.recipient_customer_id`);
  const merchantIds = matchedIds(ids('business'), sql`i.recipient_merchant_id`);
  const liveName =
    customerIds && merchantIds
      ? sql`(${customerIds} or ${merchantIds})`
      : sql`((select ${personName('c')} from customers c where c.id = i.recipient_customer_id) ilike ${like}
          or (select m.name from merchants m where m.id = i.recipient_merchant_id) ilike ${like})`;
  const names = named.some((r) => r.kind !== 'invoice');
  return sql`(${matchedIds(ids('invoice'), sql`i.id`) ?? ownText}
    ${names ? sql`or (i.recipient is null and ${liveName})` : sql``})`;
}

/** One keyset page of the invoices the caller may list, newest first, with recipients' names. */
export async function invoicePage(
  db: Db,
  caller: BusinessCaller,
  filter: InvoiceFilter | null | undefined,
  limit: number,
  after: string | null | undefined,
) {
  const tab = filter?.tab ?? 'invoices';
  // A payment-status or overdue filter reads the settlements (posted documents only) newest
  // first through their indexes, and joins the few invoices it keeps; any other list reads the
  // invoices' own newest-first indexes. `d` is the table the page is read from.
  const bySettlement = Boolean(filter?.paymentStatus || filter?.overdue === true);
  const d = bySettlement
    ? { table: sql.raw('st'), id: sql.raw('st.invoice_id') }
    : { table: sql.raw('i'), id: sql.raw('i.id') };
  const conditions: SQL[] = [];
  // The issuer when the list is one business's: its day is then worked out once, not per row.
  let scopedIssuer: SQL | null = null;
  if (tab === 'received') {
    conditions.push(sql`${d.table}.recipient_merchant_id = ${selected(caller)}`);
    if (!bySettlement) conditions.push(sql`i.status = 'posted'`);
  } else {
    const scope = visibleMerchant(caller, filter?.merchantId);
    if (scope) {
      conditions.push(sql`${d.table}.merchant_id = ${scope}`);
      scopedIssuer = sql`${scope}::uuid`;
    }
    conditions.push(sql`${d.table}.kind = ${tab === 'credit_notes' ? 'credit_note' : 'invoice'}`);
  }
  const issuer = scopedIssuer ?? sql`${d.table}.merchant_id`;
  // Settlements are of posted documents only.
  if (filter?.status)
    conditions.push(
      bySettlement ? sql`${filter.status === 'posted'}` : sql`i.status = ${filter.status}`,
    );
  // The issue date, or a draft's creation day in the issuer's time zone. Written so that the
  // condition needs no join and is checked while the newest-first index is read.
  const dayIn = (range: SQL) =>
    bySettlement
      ? sql`st.issue_date ${range}`
      : sql`case when i.issue_date is not null then i.issue_date ${range}
          else ${businessToday(issuer, sql`i.created_at`)} ${range} end`;
  if (filter?.from) conditions.push(dayIn(sql`>= ${filter.from}::date`));
  if (filter?.to) conditions.push(dayIn(sql`<= ${filter.to}::date`));
  if (filter?.recipientId)
    conditions.push(
      sql`(i.recipient_customer_id = ${filter.recipientId} or i.recipient_merchant_id = ${filter.recipientId})`,
    );
  if (filter?.search) conditions.push(await invoiceSearch(db, likePattern(filter.search)));
  if (filter?.paymentStatus) conditions.push(sql`st.payment_status = ${filter.paymentStatus}`);
  const overdue = sql`(st.kind = 'invoice' and st.outstanding > 0
    and st.due_date < ${businessToday(issuer)})`;
  if (filter?.overdue === true) conditions.push(overdue);
  if (filter?.overdue === false) conditions.push(sql`not coalesce(${overdue}, false)`);

  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid]);
  const pageConditions = cursor
    ? [
        ...conditions,
        sql`(${d.table}.created_at, ${d.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`,
      ]
    : conditions;
  // The settlements' join is an outer one in writing only: a condition on st (a payment status,
  // overdue, or the business when st leads) makes PostgreSQL join them as an inner join, free to
  // read st first.
  const from = sql`invoices i left join invoice_settlements st on st.invoice_id = i.id`;
  // One statement answers the page (its invoices whole, with their settlements, the issuer's day
  // and a draft's parties' names as they are now; a posted document has its own copies) and the
  // count, which the page's rows are joined to so that it comes even when the page is empty. One
  // business's day is worked out once, beside the count: per row it took a third of the
  // statement's time. Raw SQL: the same select built in Drizzle took more of the server's time
  // than PostgreSQL took to answer it. PostgreSQL took longer to plan it than to run it (below).
  const statement = sql`
      select n.n, p.*, coalesce(n.today, p.row_today) as today from
        (select count(*)::int as n, ${scopedIssuer ? sql`${businessToday(scopedIssuer)}::text` : sql`null::text`} as today
          from (select 1 from ${from} ${whereOf(conditions)} limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) c) n
      left join (
        select ${columnListOf(invoices, 'i')}, st.paid, st.credited,
          ${scopedIssuer ? sql`null::text` : sql`${businessToday(issuer)}::text`} as row_today,
          i.created_at::text as sort_at,
          case when i.issuer is null then (select ${merchantPartyNameSql} from merchants m where m.id = i.merchant_id) end as live_issuer,
          case when i.recipient is null then coalesce(
            (select ${customerPartyNameSql} from customers c where c.id = i.recipient_customer_id),
            (select ${merchantPartyNameSql} from merchants m where m.id = i.recipient_merchant_id)) end as live_recipient
        from ${from} ${whereOf(pageConditions)}
        order by ${d.table}.created_at desc, ${d.id} desc
        limit ${integerLiteral(limit + 1)}
      ) p on true
      order by p.created_at desc, p.id desc`;
  type PageRow = Record<string, unknown> & {
    id: string | null;
    n: number;
    paid: string | null;
    credited: string | null;
    today: string;
    sort_at: string;
    live_issuer: string | null;
    live_recipient: string | null;
  };
  // A search's text names the ids it matched, so it varies without bound and is planned for its
  // values each time; every other variant is one of a few, prepared once per connection.
  const rows = filter?.search
    ? rowsOf<PageRow>(await db.execute(statement))
    : await queryPreparedSql<PageRow>(db, 'invoice-page', statement);
  const n = Number(rows[0]?.n ?? 0);
  const result = pageOf(
    rows.filter((r) => r.id !== null),
    limit,
    (r) => [r.sort_at, r.id!],
  );
  return {
    items: result.items.map((r) => {
      const row = tableRowOf(invoices, r);
      return {
        invoice: invoiceObject({
          row,
          settlement: { paid: Number(r.paid ?? 0), credited: Number(r.credited ?? 0) },
          today: r.today,
          viewerMerchantId: selected(caller),
          liveNames: { issuer: r.live_issuer, recipient: r.live_recipient },
        }),
        recipientName: row.recipient?.name ?? r.live_recipient ?? '',
      };
    }),
    totalCount: Math.min(n, LIST_COUNT_LIMIT),
    totalCountIsExact: n <= LIST_COUNT_LIMIT,
    endCursor: result.endCursor,
    hasNextPage: result.hasNextPage,
  };
}

export async function listInvoices(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const page = await invoicePage(ctx.db, caller, filter, first ?? DEFAULT_PAGE_SIZE, after);
  return { ...page, items: page.items.map((item) => item.invoice) };
}

export async function getInvoice(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const row = await findReadable(ctx.db, caller, args.id);
  return row ? invoiceObject(await invoiceParent(ctx.db, row, selected(caller))) : null;
}

const recipientsArgs = z.object({
  search: z.string().trim().max(255).nullish(),
});

export async function listRecipients(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { search } = parseArgs(recipientsArgs, args);
  const rows = await searchRecipients(
    ctx.db,
    selected(caller),
    search ? likePattern(search) : null,
    20,
  );
  return rows.map((r) => ({ kind: r.kind, _id: r.id, name: r.name, email: r.email }));
}
