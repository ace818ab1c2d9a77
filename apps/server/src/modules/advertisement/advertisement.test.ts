import type { OfferStatus } from '@back-office/domain/catalog';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISEMENT_MESSAGES as M } from '@back-office/domain/advertisement';
import { addDays } from '@back-office/domain/periods';
import { rowsOf } from '../../db/rows';
import {
  adCampaigns,
  adCharges,
  adCoupons,
  coupons,
  customers,
  invoices,
  notifications,
  offers,
} from '../../db/schema';
import { advanceClock, now, resetClock } from '../../jobs/clock';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, type Harness } from '../../test/harness';
import { signInEveryRole, type Callers } from '../../test/sessions';
import { DEMO_WALLET_KEY } from '../../test/coupons';
import { invoiceAdvertisementCharges } from './advertisement.service';

graphql(`
  fragment AdTestCampaign on Campaign {
    _id
    businessName
    offerTitle
    placement
    status
    state
    budgetMinor
    priceMinor
    spentMinor
    impressions
    offersTaken
    redemptions
    costPerRedemptionMinor
    rejectionReason
  }
`);
const CREATE = graphql(`
  mutation AdTestCreate($input: CampaignInput!) {
    advertisement {
      create(input: $input) {
        success
        message
        campaign {
          ...AdTestCampaign
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AdTestUpdate($id: ID!, $input: CampaignTermsInput!) {
    advertisement {
      update(id: $id, input: $input) {
        success
        message
        campaign {
          ...AdTestCampaign
        }
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation AdTestApprove($id: ID!) {
    advertisement {
      approve(id: $id) {
        success
        message
        campaign {
          ...AdTestCampaign
        }
      }
    }
  }
`);
const REJECT = graphql(`
  mutation AdTestReject($id: ID!, $reason: String!) {
    advertisement {
      reject(id: $id, reason: $reason) {
        success
        message
        campaign {
          ...AdTestCampaign
        }
      }
    }
  }
`);
const PAUSE = graphql(`
  mutation AdTestPause($id: ID!) {
    advertisement {
      pause(id: $id) {
        success
        message
        campaign {
          state
        }
      }
    }
  }
`);
const RESUME = graphql(`
  mutation AdTestResume($id: ID!) {
    advertisement {
      resume(id: $id) {
        success
        message
        campaign {
          state
        }
      }
    }
  }
`);
const END = graphql(`
  mutation AdTestEnd($id: ID!) {
    advertisement {
      end(id: $id) {
        success
        message
        campaign {
          state
        }
      }
    }
  }
`);
const CAMPAIGN = graphql(`
  query AdTestCampaign($id: ID!) {
    advertisement {
      campaign(id: $id) {
        ...AdTestCampaign
      }
      campaignDays(id: $id) {
        day
        impressions
        offersTaken
        redemptions
        spentMinor
      }
    }
  }
`);
const LISTS = graphql(`
  query AdTestLists {
    advertisement {
      reviewQueue {
        _id
      }
      campaigns(allBusinesses: true) {
        nodes {
          _id
        }
      }
    }
  }
`);
const AROMA_CAMPAIGNS = graphql(`
  query AdTestOwnCampaigns($state: String, $first: Int, $after: String) {
    advertisement {
      campaigns(state: $state, first: $first, after: $after) {
        nodes {
          ...AdTestCampaign
        }
        endCursor
        hasNextPage
      }
    }
  }
`);
type AdPage = {
  nodes: { _id: string; state: string }[];
  endCursor: string | null;
  hasNextPage: boolean;
};
const SPONSORED = graphql(`
  query AdTestSponsored($walletKey: String!) {
    wallet {
      sponsored(walletKey: $walletKey) {
        campaignId
        placement
        offer {
          _id
          title
        }
      }
    }
  }
`);
const TAKE = graphql(`
  mutation AdTestTake($walletKey: String!, $offerId: ID!, $campaignId: ID) {
    wallet {
      takeOffer(walletKey: $walletKey, offerId: $offerId, campaignId: $campaignId) {
        success
        couponId
      }
    }
  }
`);
const SCAN = graphql(`
  mutation AdTestScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
      }
    }
  }
`);

describe.each(DATABASE_KINDS)('advertisement on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let today: string;
  let customerId: string;
  let offerCount = 0;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    const [row] = rowsOf<{ today: string }>(
      await h.database.db.execute(
        sql`select (now() at time zone analytics_provider_timezone())::date::text as today`,
      ),
    );
    today = row!.today;
    const [customer] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'customer@demo.test'));
    customerId = customer!.id;
  });
  afterAll(() => h.close());
  afterEach(() => resetClock());

  const as = (role: 'EXECUTIVE' | 'ADMIN' | 'MARKETING' | 'CASHIER') => ({
    token: callers.token(role)!,
  });

  /** A fresh approved offer of a business, so that no other test's coupons are in the way. */
  async function freshOffer(merchantId = h.merchants.aroma, status: OfferStatus = 'approved') {
    const [template] = await h.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.merchantId, h.merchants.aroma), eq(offers.status, 'approved')))
      .limit(1);
    const { id: _id, ...values } = template!;
    offerCount += 1;
    const [offer] = await h.database.db
      .insert(offers)
      .values({
        ...values,
        merchantId,
        status,
        title: `Advertised ${offerCount}`,
        taken: 0,
        quantityAvailable: null,
      })
      .returning();
    return offer!;
  }

  const terms = (over: Record<string, unknown> = {}) => ({
    startsOn: today,
    endsOn: addDays(today, 30),
    budgetMinor: 1000,
    priceMinor: 300,
    ...over,
  });

  async function approvedCampaign(offerId: string, over: Record<string, unknown> = {}) {
    const created = await h.gql(
      CREATE,
      { input: { offerId, placement: 'wallet', ...terms(over) } },
      as('EXECUTIVE'),
    );
    const id = created.data!.advertisement.create.campaign!._id;
    await h.gql(APPROVE, { id }, as('ADMIN'));
    return id;
  }

  const sponsored = async () =>
    (await h.gql(SPONSORED, { walletKey: DEMO_WALLET_KEY })).data!.wallet.sponsored;
  const campaign = async (id: string, role: 'EXECUTIVE' | 'ADMIN' = 'EXECUTIVE') =>
    (await h.gql(CAMPAIGN, { id }, as(role))).data!.advertisement;

  async function redeem(couponId: string, userId = customerId) {
    const res = await h.gql(
      SCAN,
      { couponId, token: h.tokens.signQr(couponId, userId, 60), userId },
      as('CASHIER'),
    );
    return res.data!.coupon.scanQrCode;
  }

  it('has demo campaigns with figures: a running one with redemptions charged, one to review, one rejected', async () => {
    const mine = (await h.gql(AROMA_CAMPAIGNS, {}, as('EXECUTIVE'))).data!.advertisement.campaigns
      .nodes;
    const running = mine.find((c) => c.offerTitle === 'Breakfast for Two')!;
    expect(running).toMatchObject({ state: 'active', placement: 'wallet' });
    expect(running.redemptions).toBeGreaterThan(0);
    expect(running.impressions).toBeGreaterThan(running.offersTaken);
    expect(running.spentMinor).toBe(running.redemptions * running.priceMinor);
    expect(mine.find((c) => c.offerTitle === 'Iced Latte')).toMatchObject({ state: 'pending' });
    const all = (await h.gql(LISTS, {}, as('ADMIN'))).data!.advertisement;
    expect(all.reviewQueue).toHaveLength(1);
    expect(all.campaigns.nodes).toHaveLength(3);
  });

  it('takes a campaign from review to the wallet, and charges the redemption it brings', async () => {
    const offer = await freshOffer();
    const created = await h.gql(
      CREATE,
      { input: { offerId: offer.id, placement: 'wallet', ...terms() } },
      as('MARKETING'),
    );
    expect(created.data!.advertisement.create).toMatchObject({
      success: true,
      message: M.campaignCreated,
      campaign: { status: 'pending', state: 'pending', businessName: 'Aroma Cafe', spentMinor: 0 },
    });
    const id = created.data!.advertisement.create.campaign!._id;
    // Pending: in the provider's queue, not on the wallet.
    const lists = (await h.gql(LISTS, {}, as('ADMIN'))).data!.advertisement;
    expect(lists.reviewQueue.map((c) => c._id)).toContain(id);
    expect(lists.campaigns.nodes.map((c) => c._id)).toContain(id);
    expect((await sponsored()).map((s) => s.campaignId)).not.toContain(id);

    const approved = await h.gql(APPROVE, { id }, as('ADMIN'));
    expect(approved.data!.advertisement.approve).toMatchObject({
      success: true,
      message: M.campaignApproved,
      campaign: { status: 'approved', state: 'active' },
    });
    // The business's people who run campaigns are told; the cashier is not.
    const told = await h.database.db
      .select({ employeeId: notifications.employeeId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.kind, 'campaign_approved'));
    const exec = callers.session('EXECUTIVE').employeeId;
    expect(told.find((n) => n.employeeId === exec)?.params).toMatchObject({ offer: offer.title });
    expect(told.map((n) => n.employeeId)).not.toContain(callers.session('CASHIER').employeeId);

    // Shown, and counted once however often the wallet is opened today.
    expect((await sponsored()).find((s) => s.campaignId === id)).toMatchObject({
      placement: 'wallet',
      offer: { _id: offer.id, title: offer.title },
    });
    await sponsored();
    expect((await campaign(id)).campaign).toMatchObject({ impressions: 1, offersTaken: 0 });

    // Taken from the ad and redeemed at the counter: the campaign pays its price, once.
    const taken = await h.gql(TAKE, {
      walletKey: DEMO_WALLET_KEY,
      offerId: offer.id,
      campaignId: id,
    });
    const couponId = taken.data!.wallet.takeOffer.couponId!;
    // A taken offer is no longer advertised to that wallet.
    expect((await sponsored()).map((s) => s.campaignId)).not.toContain(id);
    expect(await redeem(couponId)).toEqual({ success: true, messageCode: 'COUPON_REDEEMED' });
    const read = await campaign(id);
    expect(read.campaign).toMatchObject({
      offersTaken: 1,
      redemptions: 1,
      spentMinor: 300,
      costPerRedemptionMinor: 300,
    });
    expect(read.campaignDays.at(-1)).toEqual({
      day: today,
      impressions: 1,
      offersTaken: 1,
      redemptions: 1,
      spentMinor: 300,
    });

    // Running: the price stays, the budget stays above the spend, a pause hides the ad.
    const priced = await h.gql(UPDATE, { id, input: terms({ priceMinor: 200 }) }, as('EXECUTIVE'));
    expect(priced.data!.advertisement.update).toMatchObject({
      success: false,
      message: M.priceLocked,
    });
    const shrunk = await h.gql(
      UPDATE,
      { id, input: terms({ budgetMinor: 300, priceMinor: 300 }) },
      as('EXECUTIVE'),
    );
    expect(shrunk.data!.advertisement.update.success).toBe(true);
    expect(shrunk.data!.advertisement.update.campaign).toMatchObject({ state: 'exhausted' });
    const below = await h.gql(
      UPDATE,
      { id, input: terms({ budgetMinor: 200, priceMinor: 300 }) },
      as('EXECUTIVE'),
    );
    expect(below.errors?.[0]?.message).toBe(M.priceAboveBudget);
    const grown = await h.gql(UPDATE, { id, input: terms({ budgetMinor: 5000 }) }, as('EXECUTIVE'));
    expect(grown.data!.advertisement.update.campaign).toMatchObject({ state: 'active' });
    expect((await h.gql(PAUSE, { id }, as('EXECUTIVE'))).data!.advertisement.pause).toMatchObject({
      success: true,
      message: M.campaignPaused,
      campaign: { state: 'paused' },
    });
    expect((await h.gql(PAUSE, { id }, as('EXECUTIVE'))).data!.advertisement.pause).toMatchObject({
      success: false,
      message: M.campaignInvalidTransition,
    });
    expect((await h.gql(RESUME, { id }, as('EXECUTIVE'))).data!.advertisement.resume).toMatchObject(
      { success: true, campaign: { state: 'active' } },
    );
    expect((await h.gql(END, { id }, as('EXECUTIVE'))).data!.advertisement.end).toMatchObject({
      success: true,
      campaign: { state: 'ended' },
    });
  });

  it('refuses bad campaigns with clear messages, and writes nothing', async () => {
    const own = await freshOffer();
    const pending = await freshOffer(h.merchants.aroma, 'pending');
    const other = await freshOffer(h.merchants.blueBay);
    const create = (input: Record<string, unknown>) =>
      h.gql(
        CREATE,
        { input: { offerId: own.id, placement: 'wallet', ...terms(), ...input } },
        as('EXECUTIVE'),
      );
    const refusal = async (input: Record<string, unknown>) => {
      const res = await create(input);
      return res.data?.advertisement.create.success === false
        ? res.data.advertisement.create.message
        : res.errors?.[0]?.message;
    };
    expect(await refusal({ offerId: other.id })).toBe(M.offerNotApproved);
    expect(await refusal({ offerId: pending.id })).toBe(M.offerNotApproved);
    expect(await refusal({ endsOn: addDays(today, -1) })).toBe(M.campaignEndBeforeStart);
    expect(await refusal({ startsOn: addDays(today, -1) })).toBe(M.startInPast);
    expect(await refusal({ budgetMinor: 0 })).toBe(M.budgetInvalid);
    expect(await refusal({ priceMinor: -5 })).toBe(M.campaignPriceInvalid);
    expect(await refusal({ priceMinor: 2000 })).toBe(M.priceAboveBudget);
    expect(await refusal({ placement: 'billboard' })).toBe(M.placementUnknown);
    expect(await refusal({ startsOn: '2026-02-30' })).toBe(M.datesInvalid);
    expect(await refusal({ endsOn: addDays(today, 400) })).toBe(M.tooLong);
    const [{ n }] = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`select count(*)::int as n from ad_campaigns where offer_id in (${own.id}, ${other.id}, ${pending.id})`,
      ),
    ) as [{ n: number }];
    expect(n).toBe(0);

    // A reason is needed to reject; another business's campaign is not there to touch.
    const created = await create({});
    const id = created.data!.advertisement.create.campaign!._id;
    const noReason = await h.gql(REJECT, { id, reason: '  ' }, as('ADMIN'));
    expect(noReason.errors?.[0]?.message).toBe(M.rejectionReasonRequired);
    const rejected = await h.gql(REJECT, { id, reason: 'Blurry photo' }, as('ADMIN'));
    expect(rejected.data!.advertisement.reject.campaign).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Blurry photo',
    });
    expect((await h.gql(APPROVE, { id }, as('ADMIN'))).data!.advertisement.approve.message).toBe(
      M.campaignInvalidTransition,
    );

    // Another business's campaign is, to Aroma Cafe's staff, not there.
    const [theirs] = await h.database.db
      .insert(adCampaigns)
      .values({
        merchantId: h.merchants.blueBay,
        offerId: other.id,
        placement: 'marketplace',
        startsOn: today,
        endsOn: today,
        budgetMinor: 500,
        priceMinor: 100,
        currency: 'EUR',
      })
      .returning();
    const theirId = theirs!.id;
    expect((await campaign(theirId)).campaign).toBeNull();
    expect(
      (await h.gql(PAUSE, { id: theirId }, as('EXECUTIVE'))).data!.advertisement.pause.message,
    ).toBe(M.campaignNotFound);
    const moved = await h.gql(UPDATE, { id: theirId, input: terms() }, as('EXECUTIVE'));
    expect(moved.data!.advertisement.update.message).toBe(M.campaignNotFound);
    expect((await campaign(theirId, 'ADMIN')).campaign).toMatchObject({
      businessName: 'Blue Bay Travel',
    });
  });

  it('never spends past the budget under 100 concurrent attributed redemptions', async () => {
    const offer = await freshOffer();
    // 1000 at 30 each: 33 full charges and one of the 10 left; the rest are not charged.
    const id = await approvedCampaign(offer.id, { budgetMinor: 1000, priceMinor: 30 });
    const people = await h.database.db
      .insert(customers)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          firstName: 'Ad',
          lastName: `Customer ${i}`,
          email: `ad-${kind}-${i}@customers.test`,
          walletKeyHash: `ad-${kind}-${i}`,
        })),
      )
      .returning();
    const issued = await h.database.db
      .insert(coupons)
      .values(
        people.map((p) => ({
          offerId: offer.id,
          customerId: p.id,
          merchantId: offer.merchantId,
          name: offer.title,
          retailPrice: offer.retailPrice,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning();
    await h.database.db
      .insert(adCoupons)
      .values(issued.map((c) => ({ couponId: c.id, campaignId: id })));

    const results = await Promise.all(issued.map((c) => redeem(c.id, c.customerId)));
    expect(results.filter((r) => r.success)).toHaveLength(100);
    const read = (await campaign(id)).campaign!;
    expect(read).toMatchObject({ spentMinor: 1000, redemptions: 100, state: 'exhausted' });
    const charges = await h.database.db
      .select()
      .from(adCharges)
      .where(eq(adCharges.campaignId, id));
    expect(charges).toHaveLength(34);
    expect(charges.reduce((sum, c) => sum + c.amountMinor, 0)).toBe(1000);
    expect(charges.map((c) => c.amountMinor).sort((a, b) => a - b)[0]).toBe(10);
    // Spent: no longer on the wallet.
    expect((await sponsored()).map((s) => s.campaignId)).not.toContain(id);
  });

  it('invoices a month of charges once, a line per campaign, after the month ends', async () => {
    // Months before this one (the demo's charges may reach into the last) are settled first.
    await invoiceAdvertisementCharges(h.database.db, now());
    const [{ total }] = rowsOf<{ total: number }>(
      await h.database.db.execute(sql`
        select coalesce(sum(amount_minor), 0)::int as total from ad_charges
        where merchant_id = ${h.merchants.aroma}
          and date_trunc('month', created_at at time zone analytics_provider_timezone())
            = date_trunc('month', now() at time zone analytics_provider_timezone())`),
    ) as [{ total: number }];
    expect(total).toBeGreaterThan(0);
    // Within the month nothing more is due.
    expect(await invoiceAdvertisementCharges(h.database.db, now())).toBe(0);
    advanceClock(32 * 86_400_000);
    // Two processes at once: one invoice.
    const runs = await Promise.all([
      invoiceAdvertisementCharges(h.database.db, now()),
      invoiceAdvertisementCharges(h.database.db, now()),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await invoiceAdvertisementCharges(h.database.db, now())).toBe(0);
    const issued = await h.database.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.merchantId, h.merchants.provider),
          eq(invoices.recipientMerchantId, h.merchants.aroma),
          sql`exists (select 1 from ad_statements s where s.invoice_id = ${invoices.id}
            and s.month = date_trunc('month', now() at time zone analytics_provider_timezone())::date)`,
        ),
      );
    expect(issued).toHaveLength(1);
    expect(issued[0]!.status).toBe('posted');
    const lines = rowsOf<{ description: string; net: number }>(
      await h.database.db.execute(
        sql`select description, unit_price as net from invoice_lines where invoice_id = ${issued[0]!.id}`,
      ),
    );
    expect(lines.reduce((sum, l) => sum + Number(l.net), 0)).toBe(total);
    expect(lines[0]!.description).toMatch(
      /^Advertising, \d{4}-\d{2}: Advertised \d+ \(top of the wallet\), \d+ redemptions$/,
    );
  });

  it("pages a business's campaigns newest first, ties by id, a state filtered in the statement", async () => {
    const offer = await freshOffer();
    // Three campaigns share each moment, so that pages break inside a tie; a third of them ended.
    await h.database.db.execute(sql`
      insert into ad_campaigns (merchant_id, offer_id, placement, starts_on, ends_on, budget_minor,
        price_minor, currency, status, created_at)
      select ${h.merchants.aroma}, ${offer.id}, 'wallet', date '2020-01-01', date '2020-01-31', 1000,
        100, 'EUR', case when g % 3 = 0 then 'ended' else 'pending' end,
        timestamptz '2020-01-01 00:00+00' + (g / 3) * interval '1 minute'
      from generate_series(1, 45) g`);
    const walk = async (state: string | null) => {
      const seen: { _id: string; state: string }[] = [];
      let after: string | null = null;
      for (;;) {
        const page: AdPage = (
          await h.gql(AROMA_CAMPAIGNS, { state, first: 20, after }, as('EXECUTIVE'))
        ).data!.advertisement.campaigns;
        seen.push(...page.nodes);
        if (!page.hasNextPage) return seen;
        after = page.endCursor;
      }
    };
    const expected = rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select id from ad_campaigns where merchant_id = ${h.merchants.aroma}
          order by created_at desc, id desc`,
      ),
    ).map((r) => r.id);
    const all = await walk(null);
    expect(all.map((c) => c._id)).toEqual(expected);
    for (const state of ['pending', 'ended', 'active']) {
      const some = await walk(state);
      expect(some.map((c) => c._id)).toEqual(
        all.filter((c) => c.state === state).map((c) => c._id),
      );
    }
  });
});
