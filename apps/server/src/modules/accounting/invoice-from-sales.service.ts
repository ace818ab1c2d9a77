import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { eq, sql } from 'drizzle-orm';
import { PROVIDER_REDEMPTION_FEE_BP, applyBasisPoints } from '@back-office/domain/accounting';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import {
  draftFromSalesInputSchema,
  type DraftFromSalesInput,
  type InvoiceDraftInput,
  type InvoiceLineInput,
} from '@back-office/domain/schemas/accounting';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { merchants } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import { assertDatesInWindow } from '../../graphql/date-window';
import type { GraphQLContext } from '../../graphql/context';
import { pgConstraint } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { accountingSettingsOf } from './accounting.queries';

import { selected, failure, success } from './invoice-access';
import { assertRecipient, saveNewDraft } from './invoice.service';

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
