import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import {
  CAMPAIGN_MOVES_FROM,
  campaignState,
  termsChangeRefusal,
  costPerRedemption,
  type CampaignStatus,
} from '@back-office/domain/advertisement';
import { documentLabel } from '@back-office/domain/document-labels';
import {
  campaignFilterSchema,
  campaignInputSchema,
  campaignRejectSchema,
  campaignTermsSchema,
} from '@back-office/domain/schemas/advertisement';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { adCampaigns, offers } from '../../db/schema';
import { assertCan, callerCan, type BusinessCaller } from '../../graphql/access-rules';
import { assertDatesInWindow } from '../../graphql/date-window';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, pageOf, pageArgs } from '../../graphql/pagination';
import { isUuid, parseArgs } from '../../graphql/validate';
import { businessMoneySettings } from '../accounting/accounting-reports.service';
import { issueProviderInvoiceLocked } from '../accounting/invoice-issue.service';
import { providerId } from '../accounting/invoice.service';
import { employeesHolding, notify } from '../notification/notification.service';
import {
  campaignDays,
  campaignInState,
  claimStatement,
  providerToday,
  selectCampaigns,
  setStatementInvoice,
  statementLines,
  statementsDue,
  type CampaignRow,
  type StatementDue,
} from './advertisement.queries';
import { scheduledJob } from '../../jobs/job-definition';
import { now } from '../../jobs/clock';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

export { attributeCoupon, campaignShowing, recordImpressions } from './advertisement.queries';

const selected = (caller: BusinessCaller) => caller.selectedBusiness.merchantId;

function campaignView(r: CampaignRow) {
  return {
    _id: r.id,
    merchantId: r.merchant_id,
    businessName: r.business_name,
    offerId: r.offer_id,
    offerTitle: r.offer_title,
    placement: r.placement,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    budgetMinor: r.budget_minor,
    priceMinor: r.price_minor,
    currency: r.currency,
    spentMinor: r.spent_minor,
    status: r.status,
    state: campaignState(
      {
        status: r.status,
        startsOn: r.starts_on,
        endsOn: r.ends_on,
        spentMinor: r.spent_minor,
        budgetMinor: r.budget_minor,
      },
      r.today,
    ),
    rejectionReason: r.rejection_reason,
    impressions: r.impressions,
    offersTaken: r.offers_taken,
    redemptions: r.redemptions,
    costPerRedemptionMinor: costPerRedemption(r.spent_minor, r.redemptions),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
export type CampaignView = ReturnType<typeof campaignView>;

const refused = (message: MessageKey) => ({
  success: false,
  ...messageOf(message),
  campaign: null,
});

/** A campaign the caller may read: its business's, or any for the provider's reviewers. */
async function readableCampaign(ctx: GraphQLContext, caller: BusinessCaller, id: string) {
  if (!isUuid(id)) return undefined;
  const own = sql`k.id = ${id} and k.merchant_id = ${selected(caller)}`;
  const any = sql`k.id = ${id}`;
  const [row] = await selectCampaigns(
    ctx.db,
    callerCan(caller, 'advertisement:review') ? any : own,
  );
  return row;
}

async function viewOf(db: Db, id: string) {
  const [row] = await selectCampaigns(db, sql`k.id = ${id}`);
  return campaignView(row!);
}

const listArgs = campaignFilterSchema.extend({ allBusinesses: z.boolean().nullish(), ...pageArgs });

/** Newest first, keyset on (created_at, id), from the (business, created_at, id) index. */
export async function listCampaigns(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { state, allBusinesses, first, after } = parseArgs(listArgs, args);
  if (allBusinesses) assertCan(caller, 'advertisement:review');
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid] as const);
  const rows = await selectCampaigns(
    ctx.db,
    and(
      allBusinesses ? undefined : sql`k.merchant_id = ${selected(caller)}`,
      state ? campaignInState(state) : undefined,
      cursor
        ? sql`(k.created_at, k.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
        : undefined,
    ) ?? sql`true`,
    'newest',
    limit + 1,
  );
  const page = pageOf(rows, limit, (r) => [r.sort_at, r.id]);
  return {
    nodes: page.items.map(campaignView),
    endCursor: page.endCursor,
    hasNextPage: page.hasNextPage,
  };
}

export async function getCampaign(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const row = await readableCampaign(ctx, caller, args.id);
  return row ? campaignView(row) : null;
}

export async function listCampaignDays(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const row = await readableCampaign(ctx, caller, args.id);
  if (!row) return [];
  return (await campaignDays(ctx.db, row.id)).map((d) => ({
    day: d.day,
    impressions: d.impressions,
    offersTaken: d.offers_taken,
    redemptions: d.redemptions,
    spentMinor: d.spent_minor,
  }));
}

/** Campaigns of every business waiting for the provider's review: the admin's action queue. */
export async function pendingCampaignCount(db: Db): Promise<number> {
  return db.$count(adCampaigns, eq(adCampaigns.status, 'pending'));
}

export async function reviewQueue(ctx: GraphQLContext) {
  return (await selectCampaigns(ctx.db, sql`k.status = 'pending'`, 'oldest')).map(campaignView);
}

/** The selected business's offers a campaign may advertise: approved and still valid. */
export async function offerChoices(ctx: GraphQLContext, caller: BusinessCaller) {
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.merchantId, selected(caller)),
        eq(offers.status, 'approved'),
        sql`${offers.validUntil} > now()`,
      ),
    )
    .orderBy(offers.title, offers.id)
    .limit(500);
  return rows.map((o) => ({
    _id: o.id,
    title: o.title,
    currency: o.currency,
    validUntil: o.validUntil.toISOString(),
  }));
}

async function today(db: Db): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`select ${providerToday}::text as today`),
  );
  return row!.today;
}

export async function createCampaign(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(campaignInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), {
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  });
  if (input.startsOn < (await today(ctx.db))) return refused('startInPast');
  const [offer] = await ctx.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.id, input.offerId),
        eq(offers.merchantId, selected(caller)),
        eq(offers.status, 'approved'),
        sql`${offers.validUntil} > now()`,
      ),
    );
  if (!offer) return refused('offerNotApproved');
  const [row] = await ctx.db
    .insert(adCampaigns)
    .values({
      merchantId: offer.merchantId,
      offerId: offer.id,
      placement: input.placement,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      budgetMinor: input.budgetMinor,
      priceMinor: input.priceMinor,
      currency: offer.currency,
      createdBy: caller.sub,
    })
    .returning({ id: adCampaigns.id });
  return {
    success: true,
    ...messageOf('campaignCreated'),
    campaign: await viewOf(ctx.db, row!.id),
  };
}

/**
 * New terms. Pending, every term changes; approved or paused, the price stays (customers took
 * the offer at it), the budget stays at or above the spend (checked again by the statement, as
 * a redemption may charge meanwhile) and a start already passed stays.
 */
export async function updateCampaign(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const terms = parseArgs(campaignTermsSchema, args.input);
  if (!isUuid(args.id)) return refused('campaignNotFound');
  await assertDatesInWindow(ctx.db, selected(caller), {
    startsOn: terms.startsOn,
    endsOn: terms.endsOn,
  });
  const [existing] = await ctx.db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.id, args.id), eq(adCampaigns.merchantId, selected(caller))));
  if (!existing) return refused('campaignNotFound');
  const refusal = termsChangeRefusal(existing, terms, await today(ctx.db));
  if (refusal) return refused(refusal);
  const [row] = await ctx.db
    .update(adCampaigns)
    .set({ ...terms, updatedAt: new Date() })
    .where(
      and(
        eq(adCampaigns.id, existing.id),
        eq(adCampaigns.status, existing.status),
        sql`${adCampaigns.spentMinor} <= ${terms.budgetMinor}`,
      ),
    )
    .returning({ id: adCampaigns.id });
  if (!row) return refused('budgetBelowSpend');
  return { success: true, ...messageOf('campaignSaved'), campaign: await viewOf(ctx.db, row.id) };
}

/**
 * One move of the stored status, made only from the states that allow it; `after` runs in the
 * same transaction once it is made.
 */
async function move(
  ctx: GraphQLContext,
  where: SQL,
  from: readonly CampaignStatus[],
  set: Partial<typeof adCampaigns.$inferInsert>,
  message: MessageKey,
  after?: (tx: Db, campaign: typeof adCampaigns.$inferSelect) => Promise<void>,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(adCampaigns)
      .set({ ...set, updatedAt: new Date() })
      .where(and(where, inArray(adCampaigns.status, from)))
      .returning();
    if (moved && after) await after(tx, moved);
    return moved;
  });
  if (row) return { success: true, ...messageOf(message), campaign: await viewOf(ctx.db, row.id) };
  const [exists] = await ctx.db.select({ id: adCampaigns.id }).from(adCampaigns).where(where);
  return refused(exists ? 'campaignInvalidTransition' : 'campaignNotFound');
}

const ownCampaign = (caller: BusinessCaller, id: string) =>
  and(eq(adCampaigns.id, id), eq(adCampaigns.merchantId, selected(caller)))!;

export function pauseCampaign(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!isUuid(args.id)) return refused('campaignNotFound');
  return move(
    ctx,
    ownCampaign(caller, args.id),
    CAMPAIGN_MOVES_FROM.pause,
    { status: 'paused' },
    'campaignPaused',
  );
}

export function resumeCampaign(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!isUuid(args.id)) return refused('campaignNotFound');
  return move(
    ctx,
    ownCampaign(caller, args.id),
    CAMPAIGN_MOVES_FROM.resume,
    { status: 'approved' },
    'campaignResumed',
  );
}

export function endCampaign(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!isUuid(args.id)) return refused('campaignNotFound');
  return move(
    ctx,
    ownCampaign(caller, args.id),
    CAMPAIGN_MOVES_FROM.end,
    { status: 'ended' },
    'campaignEnded',
  );
}

/** The provider's decision reaches the business's people who run its campaigns. */
async function tellBusiness(
  tx: Db,
  campaign: typeof adCampaigns.$inferSelect,
  kind: 'campaign_approved' | 'campaign_rejected',
) {
  const [offer] = await tx
    .select({ title: offers.title })
    .from(offers)
    .where(eq(offers.id, campaign.offerId));
  const people = await employeesHolding(tx, campaign.merchantId, 'advertisement:write');
  await notify(
    tx,
    people.map((employeeId) => ({
      employeeId,
      merchantId: campaign.merchantId,
      kind,
      params: {
        offer: offer?.title ?? '',
        startsOn: campaign.startsOn,
        reason: campaign.rejectionReason ?? '',
      },
      link: '/advertisement',
    })),
  );
}

/** Approves a pending campaign whose offer is still approved. */
export async function approveCampaign(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  if (!isUuid(args.id)) return refused('campaignNotFound');
  const where = and(
    eq(adCampaigns.id, args.id),
    sql`exists (select 1 from offers o where o.id = ${adCampaigns.offerId} and o.status = 'approved')`,
  )!;
  const result = await move(
    ctx,
    where,
    ['pending'],
    { status: 'approved', reviewedBy: caller.sub, reviewedAt: new Date() },
    'campaignApproved',
    (tx, campaign) => tellBusiness(tx, campaign, 'campaign_approved'),
  );
  if (result.success || result.messageKey !== 'campaignNotFound') return result;
  const [exists] = await ctx.db
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(eq(adCampaigns.id, args.id));
  return refused(exists ? 'offerNotApproved' : 'campaignNotFound');
}

export async function rejectCampaign(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; reason: string },
) {
  const input = parseArgs(campaignRejectSchema, args);
  return move(
    ctx,
    eq(adCampaigns.id, input.id),
    ['pending'],
    {
      status: 'rejected',
      rejectionReason: input.reason,
      reviewedBy: caller.sub,
      reviewedAt: new Date(),
    },
    'campaignRejected',
    (tx, campaign) => tellBusiness(tx, campaign, 'campaign_rejected'),
  );
}

/**
 * Each business's charges of a month that has ended become one invoice from the provider, a
 * line per campaign. The statement row is claimed first (its key is the business, month and
 * currency), so a second process or a rerun invoices nothing twice.
 */
export async function invoiceAdvertisementCharges(db: Db, at: Date): Promise<number> {
  let issued = 0;
  for (const due of await statementsDue(db, at)) {
    if (await invoiceMonth(db, due, at)) issued += 1;
  }
  return issued;
}

async function invoiceMonth(db: Db, due: StatementDue, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimStatement(tx, due))) return false;
    const lines = await statementLines(tx, due);
    const month = due.month.slice(0, 7);
    const provider = await providerId(tx);
    const { language } = await businessMoneySettings(tx, provider ?? due.merchant_id);
    const invoiceId = await issueProviderInvoiceLocked(tx, {
      recipientMerchantId: due.merchant_id,
      currency: due.currency,
      issueDate: at.toISOString().slice(0, 10),
      lines: lines.map((l) => ({
        description: documentLabel(language, 'adCharges', {
          month,
          offer: l.offer_title,
          placement: documentLabel(
            language,
            l.placement === 'wallet' ? 'adPlacementWallet' : 'adPlacementMarketplace',
          ),
          redemptions: l.redemptions,
        }),
        quantity: 1,
        unitPriceMinor: l.amount_minor,
      })),
      employeeId: null,
    });
    if (invoiceId === null) return false;
    if (!isUuid(invoiceId)) throw new Error(`advertisement invoice refused: ${invoiceId}`);
    await setStatementInvoice(tx, due, invoiceId);
    return true;
  });
}

// A business's advertising charges of a month that has ended become the provider's invoice;
// the statement's key (business, month, currency) makes each once, whichever process runs it.
export const advertisementInvoicesJob = scheduledJob('advertisement-invoices', {
  cron: '0 * * * *',
  handler: (_slot, ctx) => invoiceAdvertisementCharges(ctx.db, now()),
});
