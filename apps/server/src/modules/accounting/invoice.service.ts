import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DOCUMENT_SERIES,
  PROVIDER_REDEMPTION_FEE_BP,
  applyBasisPoints,
  documentNumber,
  documentTotals,
  lineAmounts,
  type InvoiceParty,
} from '@back-office/domain/accounting';
import { DEFAULT_PAGE_SIZE, LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { addDays, todayIn } from '@back-office/domain/periods';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import {
  creditNoteInputSchema,
  draftFromSalesInputSchema,
  invoiceDraftInputSchema,
  invoiceFilterSchema,
  type CreditNoteInput,
  type DraftFromSalesInput,
  type InvoiceDraftInput,
  type InvoiceLineInput,
} from '@back-office/domain/schemas/accounting';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { businessToday } from '../../db/business-day';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { invoiceLineSales, invoiceLines, invoices, merchants } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import { assertDatesInWindow } from '../../graphql/date-window';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import {
  cursorPart,
  decodeCursor,
  likePattern,
  matchedIds,
  pageArgs,
  pageOf,
  SEARCH_IDS_BOUND,
} from '../../graphql/pagination';
import { pgConstraint, visibleMerchant } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import {
  accountingSettingsOf,
  customerParty,
  customerPartyNameSql,
  findInvoice,
  isCustomerOf,
  isOtherBusiness,
  linesOf,
  lockInvoice,
  merchantParty,
  merchantPartyNameSql,
  providerId,
  readableBy,
  recordEvent,
  searchRecipients,
  settlementsOf,
  type AccountingSettings,
  type InvoiceRow,
} from './accounting.queries';
import { sendPostedInvoice } from './invoice-posting';
import { enqueue } from '../../jobs/enqueue';

export { providerId } from './accounting.queries';
import { takeNumber } from '../../db/counters';
import { invoiceObject, invoiceParent } from './invoice-view';
import { personName } from '../../db/names';
import { msg, type MessageRef } from '@back-office/domain/message-keys';

const selected = (caller: BusinessCaller) => caller.selectedBusiness.merchantId;

function failure(messageCode: ResultCode) {
  return { success: false, messageCode, invoice: null };
}

async function success(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  messageCode: ResultCode,
  id: string,
) {
  const row = await findInvoice(ctx.db, id);
  return {
    success: true,
    messageCode,
    invoice: invoiceObject(await invoiceParent(ctx.db, row!, selected(caller))),
  };
}

/** An invoice the caller may read: issued or received (posted) by the selected business; ADMIN any. */
async function findReadable(db: Db, caller: BusinessCaller, id: unknown) {
  if (!isUuid(id)) return undefined;
  const scope = callerCan(caller, 'business:any') ? null : selected(caller);
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), readableBy(scope)));
  return row;
}

/** An invoice the business issued, locked for the rest of the transaction. */
async function lockIssuedBy(tx: Db, merchantId: string, id: unknown) {
  if (!isUuid(id)) return undefined;
  const row = await lockInvoice(tx, id);
  return row && row.merchantId === merchantId ? row : undefined;
}

const lockOwn = (tx: Db, caller: BusinessCaller, id: unknown) =>
  lockIssuedBy(tx, selected(caller), id);

// ---------------------------------------------------------------------------------------------
// Reading

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

// ---------------------------------------------------------------------------------------------
// Drafts

/** Checks what only the business's settings can tell; refuses with the field's message. */
function assertLinesAllowed(lines: InvoiceLineInput[], settings: AccountingSettings) {
  const fields: Record<string, MessageRef> = {};
  lines.forEach((line, i) => {
    if (!settings.vatRates.includes(line.vatRateBp))
      fields[`lines.${i}.vatRateBp`] = 'vatRateNotAllowed';
  });
  const first = Object.values(fields)[0];
  if (first) badUserInput(first, fields);
}

async function assertRecipient(db: Db, merchantId: string, kind: string, id: string) {
  const ok =
    kind === 'customer'
      ? await isCustomerOf(db, merchantId, id)
      : await isOtherBusiness(db, merchantId, id);
  return ok;
}

function lineRows(invoiceId: string, lines: InvoiceLineInput[]) {
  return lines.map((line, position) => {
    const amounts = lineAmounts({
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      discount: line.discountMinor,
      vatRate: line.vatRateBp,
    });
    return {
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      discount: line.discountMinor,
      vatRate: line.vatRateBp,
      ...amounts,
    };
  });
}

async function draftColumns(db: Db, merchantId: string, input: InvoiceDraftInput) {
  const settings = await accountingSettingsOf(db, merchantId);
  if (input.currency && input.currency !== settings.currency)
    badUserInput('currencyNotBusiness', {
      currency: 'currencyNotBusiness',
    });
  assertLinesAllowed(input.lines, settings);
  const totals = documentTotals(
    input.lines.map((l) =>
      lineAmounts({
        quantity: l.quantity,
        unitPrice: l.unitPriceMinor,
        discount: l.discountMinor,
        vatRate: l.vatRateBp,
      }),
    ),
  );
  return {
    settings,
    columns: {
      recipientCustomerId: input.recipientKind === 'customer' ? input.recipientId : null,
      recipientMerchantId: input.recipientKind === 'business' ? input.recipientId : null,
      language: input.language ?? settings.language,
      currency: settings.currency,
      issueDate: input.issueDate ?? null,
      dueDate: input.dueDate ?? null,
      notes: input.notes,
      subtotal: totals.subtotal,
      vatTotal: totals.vatTotal,
      total: totals.total,
    },
  };
}

/** A new draft of the business; null when the recipient is not one it may invoice. */
export async function saveNewDraft(
  db: Db,
  merchantId: string,
  employeeId: string,
  input: InvoiceDraftInput,
  saleGroups: string[][] = [],
  event: Record<string, unknown> = {},
): Promise<string | null> {
  const { columns } = await draftColumns(db, merchantId, input);
  if (!(await assertRecipient(db, merchantId, input.recipientKind, input.recipientId))) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({ ...columns, merchantId, kind: 'invoice', createdBy: employeeId })
      .returning({ id: invoices.id });
    if (input.lines.length) {
      const inserted = await tx
        .insert(invoiceLines)
        .values(lineRows(row!.id, input.lines))
        .returning({ id: invoiceLines.id, position: invoiceLines.position });
      const links = inserted.flatMap((line) =>
        (saleGroups[line.position] ?? []).map((saleId) => ({
          lineId: line.id,
          saleId,
          issuerId: merchantId,
        })),
      );
      // The unique (issuer, sale) refuses a sale another draft took meanwhile: nothing is written.
      if (links.length) await tx.insert(invoiceLineSales).values(links);
    }
    await recordEvent(tx, row!.id, 'created', employeeId, event);
    return row!.id;
  });
}

const dateFields = (input: InvoiceDraftInput) => ({
  issueDate: input.issueDate,
  dueDate: input.dueDate,
});

export async function createDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(invoiceDraftInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), dateFields(input));
  const id = await saveNewDraft(ctx.db, selected(caller), caller.sub, input);
  return id
    ? success(ctx, caller, RESULT_CODES.INVOICE_SAVED, id)
    : failure(RESULT_CODES.RECIPIENT_NOT_FOUND);
}

export async function updateDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const input = parseArgs(invoiceDraftInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), dateFields(input));
  const { columns } = await draftColumns(ctx.db, selected(caller), input);
  if (!(await assertRecipient(ctx.db, selected(caller), input.recipientKind, input.recipientId)))
    return failure(RESULT_CODES.RECIPIENT_NOT_FOUND);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft' || row.kind !== 'invoice') return RESULT_CODES.INVOICE_NOT_DRAFT;
    // Lines built from sales keep their links only while they stay as they are.
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    if (input.lines.length) await tx.insert(invoiceLines).values(lineRows(row.id, input.lines));
    await tx
      .update(invoices)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
    await recordEvent(tx, row.id, 'edited', caller.sub);
    return null;
  });
  return outcome ? failure(outcome) : success(ctx, caller, RESULT_CODES.INVOICE_SAVED, args.id);
}

export async function deleteDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  let deleted: InvoiceRow | undefined;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    await tx.delete(invoices).where(eq(invoices.id, row.id));
    deleted = row;
    return null;
  });
  if (outcome) return failure(outcome);
  return {
    success: true,
    messageCode: RESULT_CODES.INVOICE_DELETED,
    invoice: invoiceObject(await invoiceParent(ctx.db, deleted!, selected(caller))),
  };
}

export async function cancelDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    // A cancelled draft covers no sales: they may be invoiced again.
    await tx.execute(sql`delete from invoice_line_sales where line_id in
      (select id from invoice_lines where invoice_id = ${row.id})`);
    await tx
      .update(invoices)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
    await recordEvent(tx, row.id, 'cancelled', caller.sub);
    return null;
  });
  return outcome ? failure(outcome) : success(ctx, caller, RESULT_CODES.INVOICE_CANCELLED, args.id);
}

// ---------------------------------------------------------------------------------------------
// Posting

async function partiesOf(tx: Db, row: InvoiceRow): Promise<[InvoiceParty, InvoiceParty] | null> {
  const issuer = await merchantParty(tx, row.merchantId);
  const recipient = row.recipientCustomerId
    ? await customerParty(tx, row.recipientCustomerId)
    : await merchantParty(tx, row.recipientMerchantId!);
  return issuer && recipient ? [issuer, recipient] : null;
}

/**
 * Gives the draft its number and freezes it, in the caller's transaction (the row is locked).
 * The number comes from the counter row of (business, series, year), taken in this transaction.
 */
export async function postLocked(
  tx: Db,
  row: InvoiceRow,
  employeeId: string | null,
): Promise<ResultCode | null> {
  const lines = await linesOf(tx, row.id);
  if (lines.length === 0) return RESULT_CODES.INVOICE_EMPTY;
  const parties = await partiesOf(tx, row);
  if (!parties) return RESULT_CODES.RECIPIENT_NOT_FOUND;
  const settings = await accountingSettingsOf(tx, row.merchantId);
  const postedOn = todayIn(settings.timeZone);
  if (row.issueDate && row.issueDate > postedOn) return RESULT_CODES.ISSUE_DATE_AFTER_POSTING;
  const issueDate = row.issueDate ?? postedOn;
  const dueDate =
    row.kind === 'invoice' ? (row.dueDate ?? addDays(issueDate, settings.paymentTermsDays)) : null;
  // The series of the year it is posted in: numbers of a year run in the order they are given.
  const year = Number(postedOn.slice(0, 4));
  const series = DOCUMENT_SERIES[row.kind as keyof typeof DOCUMENT_SERIES];
  const seq = await takeNumber(tx, row.merchantId, series, year);
  const totals = documentTotals(lines);
  const number = documentNumber(series, year, seq);
  await tx
    .update(invoices)
    .set({
      status: 'posted',
      series,
      year,
      seq,
      number,
      issueDate,
      dueDate: dueDate && dueDate < issueDate ? issueDate : dueDate,
      issuer: parties[0],
      recipient: parties[1],
      ...totals,
      postedAt: new Date(),
      postedBy: employeeId,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
  await recordEvent(tx, row.id, 'posted', employeeId, { number });
  // The PDF is rendered by a job after the commit (decision record 028): rendering it here held
  // the posting's answer for its whole CPU time.
  await enqueue(tx, 'invoice-pdf', { invoiceId: row.id });
  return null;
}

/** An invoice the platform issues on the business's behalf (a subscription's renewal). */
export interface IssuedInvoice {
  issuerId: string;
  recipientMerchantId: string;
  // The plan's currency, which need not be the issuer's own.
  currency: string;
  issueDate: string;
  dueDate: string;
  lines: { description: string; quantity: number; unitPriceMinor: number }[];
  employeeId: string | null;
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Writes and posts an invoice in the caller's transaction; lines carry the issuer's first VAT
 * rate. Its id, or a result code when it cannot be posted (a party is gone). The PDF is rendered
 * by the first download.
 */
export async function issueInvoiceLocked(
  tx: Db,
  input: IssuedInvoice,
): Promise<string | ResultCode> {
  const settings = await accountingSettingsOf(tx, input.issuerId);
  const lines: InvoiceLineInput[] = input.lines.map((l) => ({
    ...l,
    discountMinor: 0,
    vatRateBp: settings.vatRates[0] ?? 0,
  }));
  const totals = documentTotals(
    lines.map((l) =>
      lineAmounts({
        quantity: l.quantity,
        unitPrice: l.unitPriceMinor,
        discount: 0,
        vatRate: l.vatRateBp,
      }),
    ),
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      merchantId: input.issuerId,
      kind: 'invoice',
      recipientMerchantId: input.recipientMerchantId,
      language: settings.language,
      currency: input.currency,
      // A period or month told in UTC may begin on the issuer's tomorrow; posted today, the
      // invoice is issued today at the latest.
      issueDate: minDay(input.issueDate, todayIn(settings.timeZone)),
      dueDate: input.dueDate,
      ...totals,
      createdBy: input.employeeId,
    })
    .returning();
  await tx.insert(invoiceLines).values(lineRows(row!.id, lines));
  await recordEvent(tx, row!.id, 'created', input.employeeId);
  const refused = await postLocked(tx, row!, input.employeeId);
  return refused ?? row!.id;
}

/**
 * The provider's invoice to a business, due after the provider's payment terms, written and
 * posted in the caller's transaction: its id, a result code when it cannot be posted, or null
 * when there is no provider.
 */
export async function issueProviderInvoiceLocked(
  tx: Db,
  input: Omit<IssuedInvoice, 'issuerId' | 'dueDate'>,
): Promise<string | ResultCode | null> {
  const issuerId = await providerId(tx);
  if (!issuerId) return null;
  const terms = (await accountingSettingsOf(tx, issuerId)).paymentTermsDays;
  return issueInvoiceLocked(tx, {
    ...input,
    issuerId,
    dueDate: addDays(input.issueDate, terms),
  });
}

/** Posts a draft of the business; a result code when it cannot be posted. */
export async function postDraft(
  db: Db,
  merchantId: string,
  employeeId: string,
  id: string,
): Promise<ResultCode | null> {
  return db.transaction(async (tx) => {
    const row = await lockIssuedBy(tx, merchantId, id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    return postLocked(tx, row, employeeId);
  });
}

export async function postInvoice(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const outcome = await postDraft(ctx.db, selected(caller), caller.sub, args.id);
  if (outcome) return failure(outcome);
  return success(ctx, caller, RESULT_CODES.INVOICE_POSTED, args.id);
}

// ---------------------------------------------------------------------------------------------
// Credit notes

/** Issues (posts) a credit note of the business's posted invoice: its id, or a result code. */
export async function creditNoteOf(
  db: Db,
  merchantId: string,
  employeeId: string,
  input: CreditNoteInput,
): Promise<string | ResultCode> {
  const settings = await accountingSettingsOf(db, merchantId);
  assertLinesAllowed(input.lines, settings);
  let creditNoteId: string | null = null;
  const outcome = await db.transaction(async (tx) => {
    // Locking the invoice queues every credit note of it: the check below sees the others.
    const invoice = await lockIssuedBy(tx, merchantId, input.invoiceId);
    if (!invoice || invoice.kind !== 'invoice') return RESULT_CODES.INVOICE_NOT_FOUND;
    if (invoice.status !== 'posted') return RESULT_CODES.INVOICE_NOT_POSTED;
    const settlement = (await settlementsOf(tx, [invoice.id])).get(invoice.id)!;
    const totals = documentTotals(
      input.lines.map((l) =>
        lineAmounts({
          quantity: l.quantity,
          unitPrice: l.unitPriceMinor,
          discount: l.discountMinor,
          vatRate: l.vatRateBp,
        }),
      ),
    );
    if (totals.total <= 0) return RESULT_CODES.INVOICE_EMPTY;
    if (settlement.credited + totals.total > invoice.total)
      return RESULT_CODES.CREDIT_EXCEEDS_INVOICE;
    const [note] = await tx
      .insert(invoices)
      .values({
        merchantId: invoice.merchantId,
        kind: 'credit_note',
        creditOf: invoice.id,
        recipientCustomerId: invoice.recipientCustomerId,
        recipientMerchantId: invoice.recipientMerchantId,
        language: invoice.language,
        currency: invoice.currency,
        notes: input.reason,
        ...totals,
        createdBy: employeeId,
      })
      .returning();
    await tx.insert(invoiceLines).values(lineRows(note!.id, input.lines));
    await recordEvent(tx, note!.id, 'created', employeeId, { creditOf: invoice.number });
    const refused = await postLocked(tx, note!, employeeId);
    if (refused) throw new Error(`credit note could not be posted: ${refused}`);
    const [posted] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, note!.id));
    await recordEvent(tx, invoice.id, 'credited', employeeId, {
      number: posted!.number,
      amountMinor: totals.total,
    });
    creditNoteId = note!.id;
    return null;
  });
  return outcome ?? creditNoteId!;
}

export async function issueCreditNote(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(creditNoteInputSchema, args.input);
  const outcome = await creditNoteOf(ctx.db, selected(caller), caller.sub, input);
  if (!isUuid(outcome)) return failure(outcome as ResultCode);
  return success(ctx, caller, RESULT_CODES.CREDIT_NOTE_ISSUED, outcome);
}

// ---------------------------------------------------------------------------------------------
// From sales to a draft

interface UninvoicedSale {
  id: string;
  amount: number;
  created_at: string;
  label: string;
}

/**
 * Sales of the period not invoiced by this issuer yet: a business's sales to the customer, or, for
 * the provider, the redemptions of the merchant (billed as the provider's fee on each).
 */
async function uninvoicedSales(
  db: Db,
  issuerId: string,
  provider: boolean,
  recipientKind: 'customer' | 'business',
  recipientId: string,
  from: string,
  to: string,
  timeZone: string,
) {
  const day = sql`(s.created_at at time zone ${timeZone})::date`;
  const owner =
    provider && recipientKind === 'business'
      ? sql`s.merchant_id = ${recipientId} and s.kind = 'redemption'`
      : recipientKind === 'customer'
        ? sql`s.merchant_id = ${issuerId} and s.customer_id = ${recipientId} and s.kind <> 'refund'`
        : null;
  if (!owner) return [];
  const result = await db.execute(sql`
    select s.id, (s.amount - coalesce((select -sum(r.amount) from sales r where r.refund_of = s.id), 0))::bigint as amount,
           s.created_at::text as created_at,
           coalesce(o.title, (select string_agg(l.description, ', ' order by l.position) from sale_lines l where l.sale_id = s.id), '') as label
      from sales s
      left join coupons c on c.id = s.coupon_id
      left join offers o on o.id = c.offer_id
     where ${owner} and ${day} between ${from}::date and ${to}::date
       and not exists (select 1 from invoice_line_sales x where x.issuer_id = ${issuerId} and x.sale_id = s.id)
     order by s.created_at, s.id`);
  return rowsOf<Omit<UninvoicedSale, 'amount'> & { amount: string }>(result)
    .map((s) => ({ ...s, amount: Number(s.amount) }))
    .filter((s) => s.amount > 0);
}

/**
 * A draft of the period's sales of one recipient that this issuer has not invoiced yet, each line
 * linked to the sales it covers. A result code when there is nothing to build it from.
 */
export async function draftFromSalesOf(
  db: Db,
  issuerId: string,
  employeeId: string,
  input: DraftFromSalesInput,
): Promise<string | ResultCode> {
  if (!(await assertRecipient(db, issuerId, input.recipientKind, input.recipientId)))
    return RESULT_CODES.RECIPIENT_NOT_FOUND;
  const settings = await accountingSettingsOf(db, issuerId);
  const [issuer] = await db
    .select({ provider: merchants.isProvider })
    .from(merchants)
    .where(eq(merchants.id, issuerId));
  const provider = Boolean(issuer?.provider);
  const sales = await uninvoicedSales(
    db,
    issuerId,
    provider,
    input.recipientKind,
    input.recipientId,
    input.from,
    input.to,
    settings.timeZone,
  );
  if (sales.length === 0) return RESULT_CODES.NO_SALES_TO_INVOICE;
  const vatRate = settings.vatRates[0] ?? 0;
  // One line per item of the same label and amount; amounts of sales are gross, so the net of a
  // line is what leaves its VAT on top equal to the sales (the provider's fee is net of VAT).
  const groups = new Map<string, { label: string; unit: number; sales: string[] }>();
  for (const sale of sales) {
    const unit = provider
      ? applyBasisPoints(sale.amount, PROVIDER_REDEMPTION_FEE_BP)
      : Math.round((sale.amount * 10_000) / (10_000 + vatRate));
    const label = provider
      ? `${MONEY_MESSAGES.redemptionFeeLine}: ${sale.label}`
      : sale.label || MONEY_MESSAGES.saleLine;
    const key = `${label}\u0000${unit}`;
    const group = groups.get(key) ?? { label, unit, sales: [] };
    group.sales.push(sale.id);
    groups.set(key, group);
  }
  const lines: InvoiceLineInput[] = [...groups.values()].map((g) => ({
    description: g.label.slice(0, 255),
    quantity: g.sales.length,
    unitPriceMinor: g.unit,
    discountMinor: 0,
    vatRateBp: vatRate,
  }));
  const draft: InvoiceDraftInput = {
    recipientKind: input.recipientKind,
    recipientId: input.recipientId,
    language: input.language ?? null,
    currency: null,
    issueDate: null,
    dueDate: null,
    notes: `${input.from} – ${input.to}`,
    lines,
  };
  const id = await saveNewDraft(
    db,
    issuerId,
    employeeId,
    draft,
    [...groups.values()].map((g) => g.sales),
    { from: input.from, to: input.to, sales: sales.length },
  );
  return id ?? RESULT_CODES.RECIPIENT_NOT_FOUND;
}

/**
 * draftFromSalesOf, answered again when a concurrent request linked some of the same sales first
 * (the unique key on issuer and sale refused this one's links after waiting for that commit): read
 * again, what is left is a draft of the sales still not invoiced, or NO_SALES_TO_INVOICE.
 */
async function draftFromSalesOnce(
  db: Db,
  issuerId: string,
  employeeId: string,
  input: DraftFromSalesInput,
): Promise<string | ResultCode> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await draftFromSalesOf(db, issuerId, employeeId, input);
    } catch (error) {
      if (pgConstraint(error) !== 'invoice_line_sales_once_key') throw error;
      // Each retry follows a commit that invoiced sales of the period; a few are plenty.
      if (attempt === 2) return RESULT_CODES.NO_SALES_TO_INVOICE;
    }
  }
}

export async function draftFromSales(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(draftFromSalesInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), { from: input.from, to: input.to });
  const outcome = await draftFromSalesOnce(ctx.db, selected(caller), caller.sub, input);
  return isUuid(outcome)
    ? success(ctx, caller, RESULT_CODES.INVOICE_SAVED, outcome)
    : failure(outcome as ResultCode);
}

// ---------------------------------------------------------------------------------------------
// Sending

const sendArgs = z.object({
  id: z.string(),
  email: z.email({ error: msg('invalidEmail') }).nullish(),
});

export async function sendInvoice(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { id, email } = parseArgs(sendArgs, args);
  const row = isUuid(id) ? await findInvoice(ctx.db, id) : undefined;
  if (!row || row.merchantId !== selected(caller)) return failure(RESULT_CODES.INVOICE_NOT_FOUND);
  if (row.status !== 'posted') return failure(RESULT_CODES.INVOICE_NOT_POSTED);
  const to = email ?? row.recipient?.email;
  if (!to) return failure(RESULT_CODES.RECIPIENT_EMAIL_MISSING);
  await sendPostedInvoice(ctx, row.id, to, caller.sub);
  return success(ctx, caller, RESULT_CODES.INVOICE_SENT, row.id);
}
