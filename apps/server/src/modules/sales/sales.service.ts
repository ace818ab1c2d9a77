import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import {
  counterSaleInputSchema,
  refundInputSchema,
  saleFilterSchema,
} from '@back-office/domain/schemas/sales';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products, saleLines, sales, stockAdjustments, stores } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, likePattern, pageArgs, pageOf } from '../../graphql/pagination';
import { pgConstraint, visibleMerchant } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import {
  businessMoneySettings,
  customersOfBusiness,
  isCustomerOfBusiness,
} from '../accounting/accounting-reports.service';
import {
  linesOfSales,
  SALE_COLUMNS,
  saleCountStatement,
  runSaleStatement,
  saleRows,
  saleSearchIds,
  saleTotalsStatement,
  type SaleListRow,
  type SaleQuery,
} from './sales.queries';
import { personName } from '../../db/names';

const selected = (caller: BusinessCaller) => caller.selectedBusiness.merchantId;

type Lines = Awaited<ReturnType<typeof linesOfSales>>;

function saleView(row: SaleListRow, lines: Lines) {
  const amount = Number(row.amount);
  const refunded = Number(row.refunded);
  return {
    _id: row.id,
    kind: row.kind,
    amountMinor: amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    store: row.store_id ? { _id: row.store_id, name: row.store_name ?? '' } : null,
    customer: row.customer_id ? { _id: row.customer_id, name: row.customer_name ?? '' } : null,
    employeeName: row.employee_name,
    merchantId: row.merchant_id,
    businessName: row.business_name,
    offerTitle: row.offer_title,
    lines: (lines.get(row.id) ?? []).map((l) => ({
      productId: l.productId,
      description: l.description,
      quantity: l.quantity,
      unitAmountMinor: l.unitAmount,
      amountMinor: l.amount,
    })),
    refundOf: row.refund_of,
    refundedMinor: refunded,
    refundableMinor: row.kind === 'refund' ? 0 : Math.max(0, amount - refunded),
    reason: row.reason,
    invoiceNumber: row.invoice_number,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function viewsOf(db: Db, rows: SaleListRow[]) {
  const lines = await linesOfSales(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => saleView(r, lines));
}

export async function businessTimeZone(ctx: GraphQLContext, caller: BusinessCaller) {
  return (await businessMoneySettings(ctx.db, selected(caller))).timeZone;
}

/** What the caller's filter selects: their business's sales, or any business's for the provider. */
export async function saleQueryFor(
  db: Db,
  caller: BusinessCaller,
  filter: SaleQuery['filter'],
): Promise<SaleQuery> {
  const merchantId = visibleMerchant(caller, filter?.merchantId);
  return {
    merchantId,
    filter,
    timeZone:
      filter?.from || filter?.to
        ? (await businessMoneySettings(db, selected(caller))).timeZone
        : null,
    searchIds: filter?.search ? await saleSearchIds(db, merchantId, filter.search) : null,
  };
}

/** The selected business's stores and staff, by name. */
export async function saleFilterOptions(ctx: GraphQLContext, caller: BusinessCaller) {
  const merchantId = selected(caller);
  const [storeRows, employeeRows] = await Promise.all([
    ctx.db.execute(
      sql`select id as _id, name from stores where merchant_id = ${merchantId} order by name`,
    ),
    ctx.db.execute(sql`select e.id as _id, ${personName('e')} as name
      from memberships ms join employees e on e.id = ms.employee_id
      where ms.merchant_id = ${merchantId} order by 2`),
  ]);
  return {
    stores: rowsOf<{ _id: string; name: string }>(storeRows),
    employees: rowsOf<{ _id: string; name: string }>(employeeRows),
  };
}

const customerArgs = z.object({ search: z.string().trim().max(255).nullish() });

/** The customers the selected business knows, by name, for a counter sale. */
export async function saleCustomers(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { search } = parseArgs(customerArgs, args);
  const rows = await customersOfBusiness(
    ctx.db,
    selected(caller),
    search ? likePattern(search) : null,
    DEFAULT_PAGE_SIZE,
  );
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

const productArgs = z.object({
  search: z.string().trim().max(255).nullish(),
  first: pageArgs.first,
});

/** The selected business's active products by name, for a counter sale. */
export async function saleProducts(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { search, first } = parseArgs(productArgs, args);
  const result = await ctx.db.execute(sql`select id as _id, name, price as "priceMinor",
      stock_quantity as "stockQuantity" from products
    where merchant_id = ${selected(caller)} and status = 'active'
      ${search ? sql`and (name ilike ${likePattern(search)} or sku ilike ${likePattern(search)})` : sql``}
    order by lower(name), id limit ${first ?? DEFAULT_PAGE_SIZE}`);
  return rowsOf<{ _id: string; name: string; priceMinor: number; stockQuantity: number }>(result);
}

const listArgs = z.object({ filter: saleFilterSchema.nullish(), ...pageArgs });

export async function listSales(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const query = await saleQueryFor(ctx.db, caller, filter);
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid]);
  const [rows, count] = await Promise.all([
    saleRows(ctx.db, query, limit + 1, cursor),
    runSaleStatement<{ n: number }>(
      ctx.db,
      query,
      'sale-count',
      saleCountStatement(query, query.merchantId === selected(caller)),
    ),
  ]);
  const page = pageOf(rows, limit, (r) => [r.sort_at, r.id]);
  const n = Number(count[0]?.n ?? 0);
  return {
    items: await viewsOf(ctx.db, page.items),
    totalCount: Math.min(n, LIST_COUNT_LIMIT),
    totalCountIsExact: n <= LIST_COUNT_LIMIT,
    endCursor: page.endCursor,
    hasNextPage: page.hasNextPage,
  };
}

const totalsArgs = z.object({ filter: saleFilterSchema.nullish() });

export async function saleTotals(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter } = parseArgs(totalsArgs, args);
  const query = await saleQueryFor(ctx.db, caller, filter);
  const result = await ctx.db.execute(
    saleTotalsStatement(query, query.merchantId === selected(caller)),
  );
  const byCurrency = new Map<
    string,
    {
      count: number;
      gross: number;
      methods: { paymentMethod: string; count: number; grossMinor: number }[];
    }
  >();
  for (const r of rowsOf<{ currency: string; method: string; n: number; gross: string }>(result)) {
    const entry = byCurrency.get(r.currency) ?? { count: 0, gross: 0, methods: [] };
    entry.count += Number(r.n);
    entry.gross += Number(r.gross);
    entry.methods.push({
      paymentMethod: r.method,
      count: Number(r.n),
      grossMinor: Number(r.gross),
    });
    byCurrency.set(r.currency, entry);
  }
  return [...byCurrency.entries()].map(([currency, t]) => ({
    currency,
    count: t.count,
    grossMinor: t.gross,
    byPaymentMethod: t.methods,
  }));
}

async function readSale(db: Db, id: string, merchantId: string | null) {
  const conditions = [sql`s.id = ${id}`];
  if (merchantId) conditions.push(sql`s.merchant_id = ${merchantId}`);
  const result = await db.execute(sql`select ${SALE_COLUMNS} from sales s ${whereOf(conditions)}`);
  const [row] = rowsOf<SaleListRow>(result);
  return row ? (await viewsOf(db, [row]))[0]! : null;
}

export async function getSale(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!isUuid(args.id)) return null;
  const scope = callerCan(caller, 'business:any') ? null : selected(caller);
  return readSale(ctx.db, args.id, scope);
}

// ---------------------------------------------------------------------------------------------
// Recording

/** Thrown inside a transaction to roll it back with a result for the caller. */
class Refused extends Error {
  constructor(readonly code: ResultCode) {
    super(code);
  }
}

function refused(code: ResultCode) {
  return { success: false, messageCode: code, sale: null };
}

async function recorded(db: Db, code: ResultCode, id: string, merchantId: string) {
  return { success: true, messageCode: code, sale: await readSale(db, id, merchantId) };
}

async function priorRequest(db: Db, merchantId: string, requestId: string) {
  const [row] = await db
    .select({ id: sales.id, kind: sales.kind })
    .from(sales)
    .where(and(eq(sales.merchantId, merchantId), eq(sales.requestId, requestId)));
  return row;
}

/** Runs a recording; a replay of its request id (also one racing it) answers the first sale. */
async function once(
  db: Db,
  merchantId: string,
  requestId: string,
  record: () => Promise<{ id: string; code: ResultCode }>,
) {
  const prior = await priorRequest(db, merchantId, requestId);
  const replay = (row: { id: string; kind: string }) =>
    recorded(
      db,
      row.kind === 'refund' ? RESULT_CODES.REFUND_RECORDED : RESULT_CODES.SALE_RECORDED,
      row.id,
      merchantId,
    );
  if (prior) return replay(prior);
  try {
    const { id, code } = await record();
    return recorded(db, code, id, merchantId);
  } catch (error) {
    if (error instanceof Refused) return refused(error.code);
    if (pgConstraint(error) === 'sales_request_key') {
      const first = await priorRequest(db, merchantId, requestId);
      if (first) return replay(first);
    }
    throw error;
  }
}

export async function recordCounterSale(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(counterSaleInputSchema, args.input);
  const merchantId = selected(caller);
  const { currency } = await businessMoneySettings(ctx.db, merchantId);
  if (input.customerId && !(await isCustomerOfBusiness(ctx.db, merchantId, input.customerId)))
    return refused(RESULT_CODES.CUSTOMER_NOT_FOUND);
  return once(ctx.db, merchantId, input.requestId, () =>
    ctx.db.transaction(async (tx) => {
      if (input.storeId) {
        const [store] = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.id, input.storeId), eq(stores.merchantId, merchantId)));
        if (!store) throw new Refused(RESULT_CODES.STORE_NOT_FOUND);
      }
      const lines = [];
      for (const line of input.lines) {
        let description = line.description;
        if (line.productId) {
          const [product] = await tx
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(and(eq(products.id, line.productId), eq(products.merchantId, merchantId)));
          if (!product) throw new Refused(RESULT_CODES.PRODUCT_NOT_FOUND);
          description ??= product.name;
          // Conditional on enough stock: never below zero, and two sales of the last one queue.
          const [after] = await tx
            .update(products)
            .set({
              stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
              updatedAt: new Date(),
            })
            .where(
              and(eq(products.id, product.id), sql`${products.stockQuantity} >= ${line.quantity}`),
            )
            .returning({ quantity: products.stockQuantity });
          if (!after) throw new Refused(RESULT_CODES.INSUFFICIENT_STOCK);
          await tx.insert(stockAdjustments).values({
            merchantId,
            productId: product.id,
            delta: -line.quantity,
            quantityAfter: after.quantity,
            reason: 'Counter sale',
            employeeId: caller.sub,
          });
        }
        lines.push({
          productId: line.productId,
          description: description!,
          quantity: line.quantity,
          unitAmount: line.unitAmountMinor,
          amount: line.quantity * line.unitAmountMinor,
        });
      }
      const [sale] = await tx
        .insert(sales)
        .values({
          merchantId,
          customerId: input.customerId,
          employeeId: caller.sub,
          amount: lines.reduce((sum, l) => sum + l.amount, 0),
          currency,
          kind: 'counter',
          paymentMethod: input.paymentMethod,
          storeId: input.storeId,
          requestId: input.requestId,
        })
        .returning({ id: sales.id });
      await tx
        .insert(saleLines)
        .values(lines.map((l, position) => ({ ...l, saleId: sale!.id, merchantId, position })));
      return { id: sale!.id, code: RESULT_CODES.SALE_RECORDED };
    }),
  );
}

export async function refundSale(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(refundInputSchema, args.input);
  const merchantId = selected(caller);
  return once(ctx.db, merchantId, input.requestId, () =>
    ctx.db.transaction(async (tx) => {
      // The original's row lock queues refunds of one sale: the sum below includes the others.
      const [original] = await tx
        .select()
        .from(sales)
        .where(and(eq(sales.id, input.saleId), eq(sales.merchantId, merchantId)))
        .for('update');
      if (!original) throw new Refused(RESULT_CODES.SALE_NOT_FOUND);
      if (original.kind === 'refund') throw new Refused(RESULT_CODES.NOT_REFUNDABLE);
      const [done] = rowsOf<{ refunded: string }>(
        await tx.execute(
          sql`select coalesce(-sum(amount), 0)::bigint as refunded from sales where refund_of = ${original.id}`,
        ),
      );
      if (input.amountMinor > original.amount - Number(done?.refunded ?? 0))
        throw new Refused(RESULT_CODES.REFUND_EXCEEDS_SALE);
      const [refund] = await tx
        .insert(sales)
        .values({
          merchantId,
          customerId: original.customerId,
          employeeId: caller.sub,
          amount: -input.amountMinor,
          currency: original.currency,
          kind: 'refund',
          paymentMethod: original.paymentMethod,
          storeId: original.storeId,
          refundOf: original.id,
          reason: input.reason,
          requestId: input.requestId,
        })
        .returning({ id: sales.id });
      return { id: refund!.id, code: RESULT_CODES.REFUND_RECORDED };
    }),
  );
}
