import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { amountDue } from '@back-office/domain/accounting';
import { DEFAULT_PAGE_SIZE, LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import {
  paymentFilterSchema,
  paymentInputSchema,
  voidPaymentInputSchema,
  type PaymentInput,
} from '@back-office/domain/schemas/accounting';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { invoicePayments } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import { assertDatesInWindow } from '../../graphql/date-window';
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
import { findInvoice, lockInvoice, recordEvent, settlementsOf } from './accounting.queries';
import { invoiceObject, invoiceParent, paymentView } from './invoice-view';
import { personName } from '../../db/names';

const selected = (caller: BusinessCaller) => caller.selectedBusiness.merchantId;

const listArgs = z.object({ filter: paymentFilterSchema.nullish(), ...pageArgs });

interface PaymentListRow {
  id: string;
  invoice_id: string;
  amount: string;
  method: string;
  paid_on: string;
  reference: string | null;
  voided_at: string | null;
  void_reason: string | null;
  created_at: string;
  sort_at: string;
  invoice_number: string | null;
  currency: string;
  recipient_name: string;
  recorded_by: string | null;
}

const PAYMENT_COLUMNS = sql`p.id, p.invoice_id, p.amount::text, p.method, p.paid_on::text, p.reference,
  p.voided_at, p.void_reason, p.created_at, p.created_at::text as sort_at, i.number as invoice_number, i.currency,
  coalesce(i.recipient->>'name', ${personName('cu')}, rm.name) as recipient_name,
  ${personName('e')} as recorded_by`;
// Joined to a page of payments (p) once it is chosen: every condition of the list is on the
// payments alone, so the page is picked from their own indexes before anything is joined.
const PAYMENT_JOINS = sql`join invoices i on i.id = p.invoice_id
  left join customers cu on cu.id = i.recipient_customer_id
  left join merchants rm on rm.id = i.recipient_merchant_id
  left join employees e on e.id = p.created_by`;

function listedPayment(r: PaymentListRow) {
  return paymentView({
    id: r.id,
    invoiceId: r.invoice_id,
    merchantId: '',
    amount: Number(r.amount),
    method: r.method,
    paidOn: r.paid_on,
    reference: r.reference,
    voidedAt: r.voided_at ? new Date(r.voided_at) : null,
    voidedBy: null,
    voidReason: r.void_reason,
    createdBy: null,
    createdAt: new Date(r.created_at),
    invoiceNumber: r.invoice_number,
    currency: r.currency,
    recipientName: r.recipient_name,
    recordedBy: r.recorded_by,
  });
}

/**
 * Payments whose reference, or whose invoice's number or recipient's name, contain the text. Only
 * posted invoices are paid, and they carry their recipient's name. The invoices are found first
 * (trigram indexes) and passed as values (matchedIds).
 */
async function paymentSearch(db: Db, scope: string | null, like: string): Promise<SQL> {
  const onInvoice = sql`(i.number ilike ${like} or (i.recipient->>'name') ilike ${like})`;
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select i.id from invoices i
      where i.status = 'posted' ${scope ? sql`and i.merchant_id = ${scope}` : sql``} and ${onInvoice}
      limit ${SEARCH_IDS_BOUND + 1}`),
  ).map((r) => r.id);
  return sql`(p.reference ilike ${like} or ${
    matchedIds(ids, sql`p.invoice_id`) ??
    sql`exists (select 1 from invoices i where i.id = p.invoice_id and ${onInvoice})`
  })`;
}

export async function listPayments(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [];
  const scope = visibleMerchant(caller, filter?.merchantId);
  if (scope) conditions.push(sql`p.merchant_id = ${scope}`);
  if (filter?.from) conditions.push(sql`p.paid_on >= ${filter.from}::date`);
  if (filter?.to) conditions.push(sql`p.paid_on <= ${filter.to}::date`);
  if (filter?.method) conditions.push(sql`p.method = ${filter.method}`);
  if (filter?.includeVoided === false) conditions.push(sql`p.voided_at is null`);
  if (filter?.search)
    conditions.push(await paymentSearch(ctx.db, scope, likePattern(filter.search)));
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid]);
  const pageConditions = cursor
    ? [...conditions, sql`(p.created_at, p.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`]
    : conditions;
  // Prepared statements, as the invoices list's page (invoicePage), but for a search, whose text
  // names the ids it matched.
  const run = <T>(name: string, statement: SQL) =>
    filter?.search
      ? ctx.db.execute(statement).then((r) => rowsOf<T>(r))
      : queryPreparedSql<T>(ctx.db, name, statement);
  // A period is read from the days-paid index, which holds the order's columns, and its newest
  // page taken from those: walking newest first for it, the planner passed every later payment
  // (51,377 for a month a year and a half back at 100,000 payments, 76 ms cold), and more the
  // older the month.
  const pageRows = sql`limit ${integerLiteral(limit + 1)}`;
  const newest =
    filter?.from || filter?.to
      ? sql`select * from invoice_payments p where p.id in (select r.id from (
          select p.id, p.created_at from invoice_payments p ${whereOf(pageConditions)} offset 0) r
          order by r.created_at desc, r.id desc ${pageRows})`
      : sql`select * from invoice_payments p ${whereOf(pageConditions)}
          order by p.created_at desc, p.id desc ${pageRows}`;
  const [page, count] = await Promise.all([
    run<PaymentListRow>(
      'payment-page',
      sql`select ${PAYMENT_COLUMNS}
      from (${newest}) p
      ${PAYMENT_JOINS}
      order by p.created_at desc, p.id desc`,
    ),
    run<{ n: number }>(
      'payment-count',
      sql`select count(*)::int as n from (select 1 from invoice_payments p ${whereOf(conditions)} limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) x`,
    ),
  ]);
  const result = pageOf(page, limit, (r) => [r.sort_at, r.id]);
  const n = Number(count[0]?.n ?? 0);
  return {
    items: result.items.map(listedPayment),
    totalCount: Math.min(n, LIST_COUNT_LIMIT),
    totalCountIsExact: n <= LIST_COUNT_LIMIT,
    endCursor: result.endCursor,
    hasNextPage: result.hasNextPage,
  };
}

async function paymentResult(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  messageCode: ResultCode,
  paymentId: string,
) {
  const result = await ctx.db.execute(
    sql`select ${PAYMENT_COLUMNS} from invoice_payments p ${PAYMENT_JOINS} where p.id = ${paymentId}`,
  );
  const payment = rowsOf<PaymentListRow>(result)[0]!;
  const invoice = await findInvoice(ctx.db, payment.invoice_id);
  return {
    success: true,
    messageCode,
    payment: listedPayment(payment),
    invoice: invoiceObject(await invoiceParent(ctx.db, invoice!, selected(caller))),
  };
}

const refused = (messageCode: ResultCode) => ({
  success: false,
  messageCode,
  payment: null,
  invoice: null,
});

/** Records a payment of the business's posted invoice: the payment's id, or a result code. */
export async function recordPaymentOf(
  db: Db,
  merchantId: string,
  employeeId: string,
  input: PaymentInput,
): Promise<string | ResultCode> {
  let paymentId = '';
  const outcome = await db.transaction(async (tx) => {
    // The invoice's row lock queues payments and credit notes of it: the sum below is current.
    const invoice = await lockInvoice(tx, input.invoiceId);
    if (!invoice || invoice.merchantId !== merchantId || invoice.kind !== 'invoice')
      return RESULT_CODES.INVOICE_NOT_FOUND;
    if (invoice.status !== 'posted') return RESULT_CODES.INVOICE_NOT_POSTED;
    const settlement = (await settlementsOf(tx, [invoice.id])).get(invoice.id)!;
    if (input.amountMinor > amountDue(invoice.total, settlement.paid, settlement.credited))
      return RESULT_CODES.PAYMENT_EXCEEDS_DUE;
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        merchantId: invoice.merchantId,
        amount: input.amountMinor,
        method: input.method,
        paidOn: input.paidOn,
        reference: input.reference,
        createdBy: employeeId,
      })
      .returning({ id: invoicePayments.id });
    await recordEvent(tx, invoice.id, 'paymentRecorded', employeeId, {
      amountMinor: input.amountMinor,
      method: input.method,
    });
    paymentId = payment!.id;
    return null;
  });
  return outcome ?? paymentId;
}

export async function recordPayment(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(paymentInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), { paidOn: input.paidOn });
  const outcome = await recordPaymentOf(ctx.db, selected(caller), caller.sub, input);
  return z.uuid().safeParse(outcome).success
    ? paymentResult(ctx, caller, RESULT_CODES.PAYMENT_RECORDED, outcome)
    : refused(outcome as ResultCode);
}

export async function voidPayment(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(voidPaymentInputSchema, args.input);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, input.paymentId))
      .for('update');
    if (!payment || payment.merchantId !== selected(caller)) return RESULT_CODES.PAYMENT_NOT_FOUND;
    if (payment.voidedAt) return RESULT_CODES.PAYMENT_ALREADY_VOIDED;
    await tx
      .update(invoicePayments)
      .set({ voidedAt: new Date(), voidedBy: caller.sub, voidReason: input.reason })
      .where(eq(invoicePayments.id, payment.id));
    await recordEvent(tx, payment.invoiceId, 'paymentVoided', caller.sub, {
      amountMinor: Number(payment.amount),
      reason: input.reason,
    });
    return null;
  });
  return outcome
    ? refused(outcome)
    : paymentResult(ctx, caller, RESULT_CODES.PAYMENT_VOIDED, input.paymentId);
}
