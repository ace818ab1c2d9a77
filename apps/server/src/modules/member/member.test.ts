import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '@back-office/domain/members';
import { DOMAIN_MESSAGES } from '@back-office/domain/message-catalogue';
import { customers, offers } from '../../db/schema';
import { advanceClock, now, resetClock } from '../../jobs/clock';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import { DEMO_WALLET_KEY } from '../../test/coupons';

const DAY = 86_400_000;

const TIERS = graphql(`
  query MemberTestTiers($programme: String!) {
    member {
      tiers(programme: $programme) {
        _id
        nameEn
        rank
        memberCount
      }
    }
  }
`);
const SAVE_TIER = graphql(`
  mutation MemberTestSaveTier($input: TierInput!) {
    member {
      saveTier(input: $input) {
        success
        message
        tier {
          _id
        }
      }
    }
  }
`);
// The fields every member answer below reads.
graphql(`
  fragment MemberTestFields on Member {
    _id
    customerName
    status
    coveredUntil
    lastPeriodEnd
    renewals
    redeemedCount
    redeemedValue {
      currency
      amountMinor
    }
    tier {
      nameEn
    }
  }
`);
const ENROL = graphql(`
  mutation MemberTestEnrol($input: EnrolInput!) {
    member {
      enrol(input: $input) {
        success
        message
        member {
          ...MemberTestFields
        }
      }
    }
  }
`);
const RENEW = graphql(`
  mutation MemberTestRenew($input: RenewInput!) {
    member {
      renew(input: $input) {
        success
        message
        member {
          ...MemberTestFields
        }
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation MemberTestCancel($id: ID!) {
    member {
      cancel(membershipId: $id) {
        success
        message
        member {
          status
        }
      }
    }
  }
`);
const LIST = graphql(`
  query MemberTestList($filter: MemberFilter!) {
    member {
      list(filter: $filter) {
        nodes {
          ...MemberTestFields
        }
        total
      }
    }
  }
`);
const GET = graphql(`
  query MemberTestGet($id: ID!) {
    member {
      get(id: $id) {
        member {
          status
        }
        periods {
          startsAt
          endsAt
        }
      }
    }
  }
`);
const MEMBERS_ONLY = graphql(`
  mutation MemberTestMembersOnly($input: MembersOnlyInput!) {
    member {
      setOfferMembersOnly(input: $input) {
        success
        message
      }
    }
  }
`);
const WALLET_OFFERS = graphql(`
  query MemberTestWalletOffers($walletKey: String!) {
    wallet {
      offers(walletKey: $walletKey) {
        _id
        memberTier {
          programme
          nameEn
        }
      }
    }
  }
`);
const TAKE = graphql(`
  mutation MemberTestTake($walletKey: String!, $offerId: ID!) {
    wallet {
      takeOffer(walletKey: $walletKey, offerId: $offerId) {
        success
        messageCode
        couponId
      }
    }
  }
`);
const SCAN = graphql(`
  mutation MemberTestScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
        memberTiers {
          programme
          nameEn
        }
      }
    }
  }
`);

describe.each(DATABASE_KINDS)('programme members on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let admin: string;
  let customerId: string;
  const tierIds: Record<string, string> = {};

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    admin = callers.token('ADMIN')!;
    const [customer] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'customer@demo.test'));
    customerId = customer!.id;
    for (const programme of ['lifestyle', 'travel']) {
      const res = await h.gql(TIERS, { programme }, { token: admin });
      for (const t of res.data!.member.tiers) tierIds[`${programme}:${t.nameEn}`] = t._id;
    }
  });
  afterAll(() => h.close());
  afterEach(() => {
    resetClock();
  });

  const enrol = (tier: string) =>
    h.gql(ENROL, { input: { customerId, tierId: tierIds[tier]! } }, { token: admin });

  it('shows a members-only offer to members of its tier or above, and the scanner names the tier', async () => {
    const [template] = await h.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.merchantId, h.merchants.aroma), eq(offers.status, 'approved')))
      .limit(1);
    const { id: _id, ...values } = template!;
    const [offer] = await h.database.db
      .insert(offers)
      .values({ ...values, title: 'Members breakfast', taken: 0, quantityAvailable: null })
      .returning();
    const marked = await h.gql(
      MEMBERS_ONLY,
      { input: { offerId: offer!.id, tierId: tierIds['lifestyle:Silver']! } },
      { token: admin },
    );
    expect(marked.data!.member.setOfferMembersOnly).toEqual({
      success: true,
      message: M.offerMembersOnly,
    });
    const walletOffers = async () =>
      (await h.gql(WALLET_OFFERS, { walletKey: DEMO_WALLET_KEY })).data!.wallet.offers;
    // Not a member: the wallet does not show it and taking it is refused.
    expect((await walletOffers()).map((o) => o._id)).not.toContain(offer!.id);
    const refused = await h.gql(TAKE, { walletKey: DEMO_WALLET_KEY, offerId: offer!.id });
    expect(refused.data!.wallet.takeOffer).toMatchObject({
      success: false,
      messageCode: 'OFFER_NOT_AVAILABLE',
    });

    // A Gold member (above Silver) sees it marked, takes it, and the cashier sees the tier.
    expect((await enrol('lifestyle:Gold')).data!.member.enrol).toMatchObject({
      success: true,
      message: M.enrolled,
      member: { status: 'active', tier: { nameEn: 'Gold' }, renewals: 0 },
    });
    const tiers = (await h.gql(TIERS, { programme: 'lifestyle' }, { token: admin })).data!.member
      .tiers;
    // The demo's Gold member and now this customer; the demo's Silver members lapsed or expire.
    expect(tiers.map((t) => [t.nameEn, t.memberCount])).toEqual([
      ['Silver', 1],
      ['Gold', 2],
    ]);
    const shown = (await walletOffers()).find((o) => o._id === offer!.id);
    expect(shown?.memberTier).toEqual({ programme: 'lifestyle', nameEn: 'Silver' });
    const taken = await h.gql(TAKE, { walletKey: DEMO_WALLET_KEY, offerId: offer!.id });
    expect(taken.data!.wallet.takeOffer.success).toBe(true);
    const couponId = taken.data!.wallet.takeOffer.couponId!;
    const scanned = await h.gql(
      SCAN,
      { couponId, token: h.tokens.signQr(couponId, customerId, 60), userId: customerId },
      { token: callers.token('CASHIER') },
    );
    expect(scanned.data!.coupon.scanQrCode).toEqual({
      success: true,
      messageCode: 'COUPON_REDEEMED',
      memberTiers: [{ programme: 'lifestyle', nameEn: 'Gold' }],
    });
    // What membership has been worth to them: the members-only offer they redeemed.
    const list = await h.gql(
      LIST,
      { filter: { programme: 'lifestyle', search: 'demo' } },
      { token: admin },
    );
    const me = list.data!.member.list.nodes.find((n) => n.tier.nameEn === 'Gold')!;
    expect(me).toMatchObject({ redeemedCount: 1, redeemedValue: [{ currency: 'EUR' }] });
    expect(me.redeemedValue[0]!.amountMinor).toBe(template!.retailPrice);

    // Opened to everyone again.
    const opened = await h.gql(
      MEMBERS_ONLY,
      { input: { offerId: offer!.id, tierId: null } },
      { token: admin },
    );
    expect(opened.data!.member.setOfferMembersOnly.message).toBe(M.offerForEveryone);
  });

  it('walks a membership through renewal, expiring soon and lapse by its dates', async () => {
    const again = await enrol('lifestyle:Silver');
    expect(again.data!.member.enrol).toMatchObject({ success: false, message: M.alreadyEnrolled });
    const list = await h.gql(
      LIST,
      { filter: { programme: 'lifestyle', status: 'active', search: 'customer@demo' } },
      { token: admin },
    );
    const id = list.data!.member.list.nodes[0]!._id;
    const seen = list.data!.member.list.nodes[0]!.lastPeriodEnd;
    const coveredUntil = Date.parse(seen);

    // Renewing twice from the same page (a double click, two tabs): one period is added, the
    // other request is told it was just renewed.
    const both = await Promise.all([
      h.gql(RENEW, { input: { membershipId: id, lastPeriodEnd: seen } }, { token: admin }),
      h.gql(RENEW, { input: { membershipId: id, lastPeriodEnd: seen } }, { token: admin }),
    ]);
    const messages = both.map((r) => r.data!.member.renew.message).sort();
    expect(messages).toEqual([M.alreadyRenewed, M.renewed].sort());
    const detail = await h.gql(GET, { id }, { token: admin });
    const periods = detail.data!.member.get!.periods;
    expect(periods).toHaveLength(2);
    // Back to back: the renewal starts where the first period ends.
    expect(Date.parse(periods[1]!.startsAt)).toBe(coveredUntil);
    const end = Date.parse(periods[1]!.endsAt);

    // Ten days before the end: expiring soon, and in the "expiring within 30 days" filter.
    advanceClock(end - 10 * DAY - now().getTime());
    const soon = await h.gql(
      LIST,
      { filter: { programme: 'lifestyle', expiringWithinDays: 30, search: 'customer@demo' } },
      { token: admin },
    );
    expect(soon.data!.member.list.nodes).toMatchObject([{ status: 'expiring', renewals: 1 }]);
    // A day after the end: lapsed, and no longer a member at the counter.
    advanceClock(11 * DAY);
    const lapsed = await h.gql(GET, { id }, { token: admin });
    expect(lapsed.data!.member.get!.member.status).toBe('lapsed');
    // Renewing a lapsed membership starts a new run from now.
    const renewed = await h.gql(RENEW, { input: { membershipId: id } }, { token: admin });
    expect(renewed.data!.member.renew).toMatchObject({
      success: true,
      member: { status: 'active', renewals: 2 },
    });
    const after = (await h.gql(GET, { id }, { token: admin })).data!.member.get!.periods;
    expect(Date.parse(after[2]!.startsAt)).toBeGreaterThan(end);

    const cancelled = await h.gql(CANCEL, { id }, { token: admin });
    expect(cancelled.data!.member.cancel).toMatchObject({
      success: true,
      member: { status: 'cancelled' },
    });
    expect(
      (await h.gql(RENEW, { input: { membershipId: id } }, { token: admin })).data!.member.renew
        .message,
    ).toBe(M.membershipEnded);
    // Cancelled, they may be enrolled again: the old membership is kept, closed.
    expect((await enrol('lifestyle:Silver')).data!.member.enrol.success).toBe(true);
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const count = async () =>
      (await h.gql(TIERS, { programme: 'travel' }, { token: admin })).data!.member.tiers.length;
    const before = await count();
    const tier = {
      programme: 'travel',
      nameEn: 'Platinum',
      nameEl: 'Πλατινένιο',
      priceMinor: 1000,
      currency: 'EUR',
      periodMonths: 12,
    };
    for (const [over, message] of [
      [{ periodMonths: 0 }, M.membershipPeriodInvalid],
      [{ priceMinor: -5 }, DOMAIN_MESSAGES.priceInvalid],
      [{ programme: 'spa' }, M.programmeNotFound],
    ] as const) {
      const res = await h.gql(SAVE_TIER, { input: { ...tier, ...over } }, { token: admin });
      expect(res.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
    expect(await count()).toBe(before);
    const unknownTier = await h.gql(
      MEMBERS_ONLY,
      {
        input: {
          offerId: '00000000-0000-4000-8000-000000000000',
          tierId: '00000000-0000-4000-8000-000000000000',
        },
      },
      { token: admin },
    );
    expect(unknownTier.data!.member.setOfferMembersOnly).toEqual({
      success: false,
      message: DOMAIN_MESSAGES.offerNotFound,
    });
    const unknownProgramme = await h.gql(TIERS, { programme: 'spa' }, { token: admin });
    expect(unknownProgramme.errors?.[0]?.message).toBe(M.programmeNotFound);
  });

  it('lets only the provider read and run the programmes', async () => {
    const managers = ['su', 'ADMIN'] as const;
    await expectOnly(h, callers, managers, TIERS, { programme: 'travel' });
    await expectOnly(h, callers, managers, LIST, { filter: { programme: 'travel' } });
    await expectOnly(h, callers, managers, CANCEL, { id: '00000000-0000-4000-8000-000000000000' });
  });
});
