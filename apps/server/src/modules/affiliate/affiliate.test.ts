import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@back-office/domain/periods';
import { graphql } from '../../test/gql';
import { AFFILIATE_MESSAGES } from '@back-office/domain/affiliates';
import { rowsOf } from '../../db/rows';
import { advanceClock, resetClock } from '../../jobs/clock';
import { foldFacts } from '../../jobs/fold';
import { approveCommissionsJob } from './commission.service';
import {
  createHarness,
  DATABASE_KINDS,
  LOGIN,
  SELECT_BUSINESS,
  signInTo,
  type Harness,
} from '../../test/harness';
import { onlyField } from '../../test/only-field';
import { signInEveryRole, type Callers } from '../../test/sessions';
import type {
  AffiliateTestFieldsFragment,
  AffiliateInput,
  CommissionFilter,
  RuleTestFieldsFragment,
  TypedDocumentString,
} from '../../test/gql/graphql';

graphql(`
  fragment AffiliateTestFields on Affiliate {
    _id
    kind
    name
    email
    code
    status
    parentId
    parentName
    referredBusinesses
    referredCustomers
    earnedMinor
    paidMinor
  }
`);
const INVITE = graphql(`
  mutation AffiliateInvite($input: AffiliateInput!) {
    affiliate {
      invite(input: $input) {
        success
        message
        affiliate {
          ...AffiliateTestFields
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AffiliateUpdate($id: ID!, $input: AffiliateInput!) {
    affiliate {
      update(id: $id, input: $input) {
        success
        message
        affiliate {
          ...AffiliateTestFields
        }
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation AffiliateApprove($id: ID!) {
    affiliate {
      approve(id: $id) {
        success
        message
        affiliate {
          ...AffiliateTestFields
        }
      }
    }
  }
`);
const SUSPEND = graphql(`
  mutation AffiliateSuspend($id: ID!) {
    affiliate {
      suspend(id: $id) {
        success
        message
        affiliate {
          status
        }
      }
    }
  }
`);
const LIST = graphql(`
  query AffiliateList($filter: AffiliateFilter) {
    affiliate {
      list(filter: $filter) {
        items {
          ...AffiliateTestFields
        }
        hasNextPage
      }
    }
  }
`);
const REFERRALS = graphql(`
  query AffiliateReferrals($id: ID!) {
    affiliate {
      referrals(affiliateId: $id) {
        kind
        id
        name
      }
    }
  }
`);
graphql(`
  fragment RuleTestFields on CommissionRule {
    _id
    name
    scope
    kind
    rateBp
    level2RateBp
    capMinor
    holdDays
    state
    tiers {
      fromMinor
      rateBp
    }
  }
`);
const RULES = graphql(`
  query AffiliateRules {
    affiliate {
      rules {
        ...RuleTestFields
      }
    }
  }
`);
const CREATE_RULE = graphql(`
  mutation AffiliateCreateRule($input: CommissionRuleInput!) {
    affiliate {
      createRule(input: $input) {
        success
        message
        rule {
          ...RuleTestFields
        }
      }
    }
  }
`);
const ACTIVATE_RULE = graphql(`
  mutation AffiliateActivateRule($id: ID!) {
    affiliate {
      activateRule(id: $id) {
        success
        message
        rule {
          state
        }
      }
    }
  }
`);
const RETIRE_RULE = graphql(`
  mutation AffiliateRetireRule($id: ID!) {
    affiliate {
      retireRule(id: $id) {
        success
        message
        rule {
          state
        }
      }
    }
  }
`);
graphql(`
  fragment CommissionTestFields on Commission {
    _id
    affiliateId
    saleId
    level
    scope
    baseMinor
    rateBp
    amountMinor
    reverses
    status
    payoutId
  }
`);
const COMMISSIONS = graphql(`
  query AffiliateCommissions($filter: CommissionFilter, $first: Int) {
    affiliate {
      commissions(filter: $filter, first: $first) {
        items {
          ...CommissionTestFields
        }
        hasNextPage
      }
    }
  }
`);
const APPROVE_COMMISSIONS = graphql(`
  mutation AffiliateApproveCommissions($ids: [ID!]!) {
    affiliate {
      approveCommissions(ids: $ids) {
        success
        message
        count
      }
    }
  }
`);
const REJECT_COMMISSIONS = graphql(`
  mutation AffiliateRejectCommissions($ids: [ID!]!) {
    affiliate {
      rejectCommissions(ids: $ids) {
        success
        message
        count
      }
    }
  }
`);
graphql(`
  fragment PayoutTestFields on AffiliatePayout {
    _id
    affiliateId
    totalMinor
    status
    method
    reference
    periodFrom
    periodTo
    paidAt
    commissionCount
  }
`);
const CREATE_PAYOUT = graphql(`
  mutation AffiliateCreatePayout($input: PayoutInput!) {
    affiliate {
      createPayout(input: $input) {
        success
        message
        payout {
          ...PayoutTestFields
        }
      }
    }
  }
`);
const APPROVE_PAYOUT = graphql(`
  mutation AffiliateApprovePayout($id: ID!) {
    affiliate {
      approvePayout(id: $id) {
        success
        message
        payout {
          status
        }
      }
    }
  }
`);
const PAY = graphql(`
  mutation AffiliatePay($id: ID!, $input: PayoutPaidInput!) {
    affiliate {
      markPayoutPaid(id: $id, input: $input) {
        success
        message
        payout {
          ...PayoutTestFields
        }
      }
    }
  }
`);
const WHAT_IF = graphql(`
  query AffiliateWhatIf($rule: CommissionRuleInput!, $days: Int!) {
    affiliate {
      whatIf(rule: $rule, days: $days) {
        days
        sales
        draftMinor
        currentMinor
        currency
      }
    }
  }
`);
const SIGNUP = graphql(`
  mutation AffiliateSignup($referralCode: String, $email: String!, $company: String!) {
    employee {
      signup(
        companyName: $company
        companyLegalName: $company
        companyEmail: "office@example.com"
        companyPhone: "+35799123456"
        employeeFirstName: "Nora"
        employeeLastName: "Kypri"
        employeeEmail: $email
        employeePhone: "+35799654321"
        password: "Demo1234"
        referralCode: $referralCode
      ) {
        success
        messageCode
        referral
        referralMessage
      }
    }
  }
`);
const RECORD = graphql(`
  mutation AffiliateRecord($input: CounterSaleInput!) {
    sale {
      record(input: $input) {
        success
        messageCode
        sale {
          _id
          amountMinor
        }
      }
    }
  }
`);
const REFUND = graphql(`
  mutation AffiliateRefund($input: RefundInput!) {
    sale {
      refund(input: $input) {
        success
        messageCode
        sale {
          _id
        }
      }
    }
  }
`);
const DAY = 86_400_000;

// Everything the tests make, inside the dates a business can mean (decision record 026).
const TODAY = new Date().toISOString().slice(0, 10);
const WIDE_PERIOD = { from: addDays(TODAY, -300), to: addDays(TODAY, 300) };

describe.each(DATABASE_KINDS)('affiliates on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let admin: string;
  const db = () => h.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

  async function ask<R, V>(query: TypedDocumentString<R, V>, variables: V, token = admin) {
    const res = await h.gql(query, variables, { token });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return onlyField(res.data!);
  }
  async function refusal<R, V>(query: TypedDocumentString<R, V>, variables: V) {
    const res = await h.gql(query, variables, { token: admin });
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.data)).toBe('BAD_USER_INPUT');
    return res.errors![0]!.message;
  }
  const invite = (input: Omit<AffiliateInput, 'kind'> & { kind?: string }) =>
    ask(INVITE, { input: { kind: 'person', ...input } });

  /** Registers a company (with a referral code) and returns its executive's business token. */
  async function signUp(company: string, referralCode: string | null) {
    const email = `${company.toLowerCase().replace(/\W/g, '')}-${randomUUID().slice(0, 6)}@example.com`;
    const answer = await ask(SIGNUP, { referralCode, email, company }, '');
    expect(answer.success).toBe(true);
    const login = await h.gql(LOGIN, { email, password: 'Demo1234' });
    const token = login.data!.employee.employeeLogin.token;
    const [merchant] = await rows<{ id: string }>(
      sql`select id from merchants where name = ${company} order by created_at desc limit 1`,
    );
    const selected = await h.gql(SELECT_BUSINESS, { merchantId: merchant!.id }, { token });
    return {
      answer,
      merchantId: merchant!.id,
      token: selected.data!.employee.selectBusiness.token as string,
    };
  }
  // Commissions are folded from the sales after their commit (decision record 027): each sale
  // here is followed by the fold, which waits for a fold of the server's under way.
  const fold = () => foldFacts(db(), { wait: true });
  const sell = async (token: string, amount: number, requestId = randomUUID()) => {
    const answer = await h.gql(
      RECORD,
      {
        input: {
          requestId,
          paymentMethod: 'Cash',
          lines: [{ description: 'Consulting', quantity: 1, unitAmountMinor: amount }],
        },
      },
      { token },
    );
    await fold();
    return answer.data!.sale.record;
  };
  const get = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const commissionsOf = async (filter: CommissionFilter) =>
    (await ask(COMMISSIONS, { filter, first: 100 })).items;

  let top: AffiliateTestFieldsFragment;
  let sub: AffiliateTestFieldsFragment;
  let other: AffiliateTestFieldsFragment;
  let rule: RuleTestFieldsFragment;
  let referred: { merchantId: string; token: string };

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    admin = callers.token('ADMIN')!;
    // The demo network steps aside: each test below builds its own.
    await db().execute(sql`delete from affiliate_attributions`);
    for (const r of await ask(RULES, {}))
      if (r.state === 'active') await ask(RETIRE_RULE, { id: r._id });
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(() => {
    resetClock();
  });

  it('builds a network two levels deep and refuses cycles, a third level and taken codes', async () => {
    top = (await invite({ name: 'Andreas Top', email: 'top@aff.test', code: 'TOPNET1' }))
      .affiliate!;
    expect(top.status).toBe('pending');
    sub = (
      await invite({ name: 'Sofia Sub', email: 'sub@aff.test', code: 'SUBNET1', parentId: top._id })
    ).affiliate!;
    other = (
      await invite({ kind: 'business', name: 'Other Partners Ltd', email: 'other@aff.test' })
    ).affiliate!;
    expect(other.code).toMatch(/^[A-Z0-9]{4,20}$/);
    expect(sub.parentName).toBe('Andreas Top');
    for (const a of [top, sub, other])
      expect((await ask(APPROVE, { id: a._id })).affiliate!.status).toBe('active');

    expect(
      await refusal(INVITE, {
        input: { kind: 'person', name: 'Third', email: 'third@aff.test', parentId: sub._id },
      }),
    ).toBe(AFFILIATE_MESSAGES.networkTooDeep);
    const input = (a: AffiliateTestFieldsFragment, parentId: string | null) => ({
      kind: a.kind,
      name: a.name,
      email: a.email,
      code: a.code,
      parentId,
    });
    expect(await refusal(UPDATE, { id: top._id, input: input(top, sub._id) })).toBe(
      AFFILIATE_MESSAGES.networkCycle,
    );
    expect(await refusal(UPDATE, { id: top._id, input: input(top, top._id) })).toBe(
      AFFILIATE_MESSAGES.parentIsOwn,
    );
    expect(await refusal(UPDATE, { id: other._id, input: input(other, sub._id) })).toBe(
      AFFILIATE_MESSAGES.networkTooDeep,
    );
    expect(
      await refusal(INVITE, {
        input: { kind: 'person', name: 'Copy', email: 'copy@aff.test', code: 'topnet1' },
      }),
    ).toBe(AFFILIATE_MESSAGES.codeTaken);
    expect(
      await refusal(INVITE, { input: { kind: 'person', name: 'Copy', email: 'TOP@aff.test' } }),
    ).toBe(AFFILIATE_MESSAGES.affiliateEmailTaken);
    expect(await refusal(APPROVE, { id: top._id })).toBe(AFFILIATE_MESSAGES.affiliateNotPending);
    // Nothing refused was written.
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from affiliates where email in ('third@aff.test', 'copy@aff.test')`,
    );
    expect(count!.n).toBe(0);
    expect((await ask(LIST, { filter: { search: 'sub' } })).items.map((a) => a.code)).toEqual([
      'SUBNET1',
    ]);
    // A level of the network: the first-level affiliates, and one's sub-affiliates.
    const roots = (await ask(LIST, { filter: { rootsOnly: true } })).items;
    expect(roots.some((a) => a._id === top._id)).toBe(true);
    expect(roots.every((a) => a.parentId === null)).toBe(true);
    expect(
      (await ask(LIST, { filter: { parentId: top._id } })).items.map((a) => a.parentId),
    ).toEqual([top._id]);
  });

  it('refuses a rate over 100 % or negative and a second active rule of a scope', async () => {
    const base = { name: 'Direct 10 %', scope: 'business', kind: 'percent', currency: 'EUR' };
    expect(await refusal(CREATE_RULE, { input: { ...base, rateBp: 10_001 } })).toBe(
      AFFILIATE_MESSAGES.rateRange,
    );
    expect(await refusal(CREATE_RULE, { input: { ...base, rateBp: -1 } })).toBe(
      AFFILIATE_MESSAGES.rateRange,
    );
    expect(
      await refusal(CREATE_RULE, {
        input: {
          ...base,
          rateBp: 100,
          tiers: [
            { fromMinor: 500, rateBp: 200 },
            { fromMinor: 100, rateBp: 300 },
          ],
        },
      }),
    ).toBe(AFFILIATE_MESSAGES.tiersInvalid);
    rule = (
      await ask(CREATE_RULE, { input: { ...base, rateBp: 1000, level2RateBp: 250, holdDays: 14 } })
    ).rule!;
    expect(rule.state).toBe('draft');
    expect((await ask(ACTIVATE_RULE, { id: rule._id })).rule!.state).toBe('active');
    const second = (await ask(CREATE_RULE, { input: { ...base, rateBp: 500 } })).rule!;
    expect(await refusal(ACTIVATE_RULE, { id: second._id })).toBe(AFFILIATE_MESSAGES.ruleOverlaps);
  });

  it('attributes a business that signs up through a link once, to the first code', async () => {
    const s = await signUp('Referred Bakery', 'subnet1');
    expect(s.answer.referral).toBe('ATTRIBUTED');
    referred = s;
    const unknown = await signUp('Unknown Code Cafe', 'NOSUCHCODE');
    expect(unknown.answer).toMatchObject({
      success: true,
      referral: 'REFERRAL_UNKNOWN',
      referralMessage: AFFILIATE_MESSAGES.referralUnknown,
    });
    await ask(SUSPEND, { id: other._id });
    expect((await signUp('Suspended Code Bar', other.code)).answer.referral).toBe(
      'REFERRAL_UNKNOWN',
    );
    await ask(APPROVE, { id: other._id });
    // A second code for the same business changes nothing: the first one keeps it.
    const { attribute } = await import('./affiliate.service');
    expect(
      await attribute(db(), { kind: 'business', id: referred.merchantId, emails: [] }, other.code),
    ).toBe('ALREADY_ATTRIBUTED');
    const referrals = await ask(REFERRALS, { id: sub._id });
    expect(referrals).toEqual([
      { kind: 'business', id: referred.merchantId, name: 'Referred Bakery' },
    ]);
    expect(await ask(REFERRALS, { id: other._id })).toEqual([]);
    expect(
      await attribute(
        db(),
        { kind: 'business', id: randomUUID(), emails: ['TOP@aff.test'] },
        'TOPNET1',
      ),
    ).toBe('SELF_REFERRAL');
  });

  it('folds the commissions of a sale once under 50 concurrent replays, at the rule’s rates', async () => {
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sell(referred.token, 10_000, requestId)),
    );
    expect(new Set(answers.map((a) => a.sale!._id)).size).toBe(1);
    const saleId = answers[0]!.sale!._id;
    // Replaying the sale's commissions directly writes nothing more either.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db().execute(
          sql`select affiliate_commissions_for_sale(s) from sales s where s.id = ${saleId}`,
        ),
      ),
    );
    const made = await commissionsOf({ merchantId: referred.merchantId });
    expect(
      made.map((c) => [c.affiliateId, c.level, c.rateBp, c.amountMinor, c.status]).sort(),
    ).toEqual(
      [
        [sub._id, 1, 1000, 1000, 'pending'],
        [top._id, 2, 250, 250, 'pending'],
      ].sort(),
    );
    const [volume] = await rows<{ v: number }>(
      sql`select sum(volume_minor)::int as v from affiliate_volumes where affiliate_id = ${sub._id}`,
    );
    expect(volume!.v).toBe(10_000);

    // A new rule never changes what was earned: the old commissions keep their rate.
    await ask(RETIRE_RULE, { id: rule._id });
    const richer = (
      await ask(CREATE_RULE, {
        input: {
          name: 'Direct 20 %',
          scope: 'business',
          kind: 'percent',
          currency: 'EUR',
          rateBp: 2000,
          holdDays: 14,
        },
      })
    ).rule!;
    await ask(ACTIVATE_RULE, { id: richer._id });
    await sell(referred.token, 5_000);
    const after = await commissionsOf({ merchantId: referred.merchantId, affiliateId: sub._id });
    expect(after.map((c) => c.rateBp).sort()).toEqual([1000, 2000]);
    expect(after.map((c) => c.amountMinor).sort((a, b) => a - b)).toEqual([1000, 1000]);
  });

  it('approves after the hold by the job, once even when two run at once', async () => {
    const pending = await commissionsOf({ status: 'pending', merchantId: referred.merchantId });
    expect(pending.length).toBe(3);
    expect(await refusal(APPROVE_COMMISSIONS, { ids: pending.map((c) => c._id) })).toBe(
      AFFILIATE_MESSAGES.commissionNotDecidable,
    );
    const handler = approveCommissionsJob.handler;
    const ctx = { db: db() } as Parameters<typeof handler>[1];
    await handler({ slot: new Date().toISOString() }, ctx);
    expect(
      (await commissionsOf({ status: 'pending', merchantId: referred.merchantId })).length,
    ).toBe(3);
    advanceClock(15 * DAY);
    const [due] = await rows<{ n: number }>(
      sql`select count(*)::int as n from commissions where status = 'pending'`,
    );
    const counts = await Promise.all([
      handler({ slot: new Date().toISOString() }, ctx),
      handler({ slot: new Date().toISOString() }, ctx),
    ]);
    expect((counts as number[]).reduce((a, b) => a + b, 0)).toBe(due!.n);
    expect(
      (await commissionsOf({ status: 'approved', merchantId: referred.merchantId })).length,
    ).toBe(3);
  });

  it('takes back a refund before payment with the commission, and after payment in the next payout', async () => {
    // Before payment: half of a sale refunded takes half of its pending commission back.
    const sale = await sell(referred.token, 4_000);
    const [commission] = await commissionsOf({ affiliateId: sub._id, status: 'pending' });
    expect(commission!.amountMinor).toBe(800);
    const refund = await h.gql(
      REFUND,
      { input: { requestId: randomUUID(), saleId: sale.sale!._id, amountMinor: 2_000 } },
      { token: referred.token },
    );
    expect(refund.data!.sale.refund.success).toBe(true);
    await fold();
    const back = (await commissionsOf({ affiliateId: sub._id })).find(
      (c) => c.reverses === commission!._id,
    );
    expect(back).toMatchObject({ amountMinor: -400, status: 'pending' });
    // Rejecting the commission rejects what took it back, and approving nothing is refused.
    const rejected = await ask(REJECT_COMMISSIONS, { ids: [commission!._id] });
    expect(rejected.count).toBe(1);
    expect((await commissionsOf({ affiliateId: sub._id, status: 'rejected' })).length).toBe(2);

    // A payout of what is approved, paid once.
    const period = { currency: 'EUR', ...WIDE_PERIOD };
    const payout = (await ask(CREATE_PAYOUT, { input: { ...period, affiliateId: sub._id } }))
      .payout!;
    expect(payout).toMatchObject({ totalMinor: 2000, commissionCount: 2, status: 'draft' });
    const paid = { method: 'Bank transfer', reference: 'TRX-1' };
    expect(await refusal(PAY, { id: payout._id, input: paid })).toBe(
      AFFILIATE_MESSAGES.payoutNotApproved,
    );
    await ask(APPROVE_PAYOUT, { id: payout._id });
    const twice = await Promise.all([
      h.gql(PAY, { id: payout._id, input: paid }, { token: admin }),
      h.gql(PAY, { id: payout._id, input: paid }, { token: admin }),
    ]);
    expect(twice.filter((r) => r.data?.affiliate.markPayoutPaid.success).length).toBe(1);
    expect(
      twice.filter((r) => r.errors?.[0]?.message === AFFILIATE_MESSAGES.payoutNotApproved).length,
    ).toBe(1);
    expect((await commissionsOf({ affiliateId: sub._id, status: 'paid' })).length).toBe(2);

    // After payment: a refund of a paid sale is a negative commission for the next payout, and a
    // balance not above zero pays nothing and carries forward.
    const paidSale = (await commissionsOf({ affiliateId: sub._id, status: 'paid' }))[0]!;
    await h.gql(
      REFUND,
      { input: { requestId: randomUUID(), saleId: paidSale.saleId, amountMinor: 5_000 } },
      { token: referred.token },
    );
    await fold();
    const clawback = (await commissionsOf({ affiliateId: sub._id, status: 'approved' })).find(
      (c) => c.reverses === paidSale._id,
    );
    expect(clawback!.amountMinor).toBe(
      -Math.min(
        paidSale.amountMinor,
        Math.round((paidSale.amountMinor * 5_000) / paidSale.baseMinor),
      ),
    );
    expect(await refusal(CREATE_PAYOUT, { input: { ...period, affiliateId: sub._id } })).toBe(
      AFFILIATE_MESSAGES.payoutNothingToPay,
    );
    const [open] = await rows<{ n: number }>(
      sql`select count(*)::int as n from affiliate_payouts where affiliate_id = ${sub._id}`,
    );
    expect(open!.n).toBe(1);

    // The payouts as CSV, for the provider's staff only.
    const csv = await get(`/exports/affiliate-payouts.csv?affiliateId=${sub._id}`, admin);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"affiliate","currency","period from"');
    // Each cell as the payouts list answers it: the amount in units, the payment time in ISO.
    const paidPayout = twice.find((r) => r.data?.affiliate.markPayoutPaid.success)!.data!.affiliate
      .markPayoutPaid.payout!;
    expect(lines.slice(1)).toEqual([
      [
        'Sofia Sub',
        'EUR',
        paidPayout.periodFrom,
        paidPayout.periodTo,
        '20.00',
        'paid',
        'Bank transfer',
        'TRX-1',
        paidPayout.paidAt,
        '2',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    ]);
    expect(
      (await get('/exports/affiliate-payouts.csv', callers.token('EXECUTIVE'))).statusCode,
    ).toBe(403);
    expect((await get('/exports/affiliate-payouts.csv')).statusCode).toBe(401);
  });

  it('puts each commission in at most one payout when payouts are made at once', async () => {
    const period = { currency: 'EUR', ...WIDE_PERIOD, affiliateId: top._id };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.gql(CREATE_PAYOUT, { input: period }, { token: admin })),
    );
    const made = answers.filter((a) => a.data?.affiliate.createPayout.success);
    expect(made.length).toBe(1);
    for (const a of answers.filter((x) => !x.data?.affiliate.createPayout.success))
      expect(a.errors?.[0]?.message).toBe(AFFILIATE_MESSAGES.payoutNothingToPay);
    expect(made[0]!.data!.affiliate.createPayout.payout!.totalMinor).toBe(250);
    const [twice] = await rows<{ n: number }>(
      sql`select count(*)::int as n from commissions where affiliate_id = ${top._id} and payout_id is not null`,
    );
    expect(twice!.n).toBe(1);
  });

  it('attributes a customer whose wallet opens through a link, and pays on sales to them', async () => {
    const wallet = graphql(`
      query AffiliateWallet($walletKey: String!, $referralCode: String) {
        wallet {
          get(walletKey: $walletKey, referralCode: $referralCode) {
            firstName
          }
        }
      }
    `);
    // A customer of Aroma Cafe, whose wallet link the provider hands out anew.
    const [customer] = await rows<{ id: string }>(
      sql`select distinct customer_id as id from coupons where merchant_id = ${h.merchants.aroma}
        order by customer_id limit 1`,
    );
    const reissued = await ask(
      graphql(`
        mutation AffiliateReissueWalletKey($id: ID!) {
          customer {
            reissueWalletKey(id: $id) {
              success
              walletKey
            }
          }
        }
      `),
      { id: customer!.id },
    );
    const walletKey = reissued.walletKey as string;
    const opened = await h.gql(wallet, { walletKey, referralCode: other.code });
    expect(opened.data!.wallet.get!.firstName).toBeTruthy();
    // The first code keeps the customer; an unknown one changes nothing and fails nothing.
    for (const referralCode of ['TOPNET1', 'NOSUCHCODE', 'bad code!'])
      expect((await h.gql(wallet, { walletKey, referralCode })).data!.wallet.get).toBeTruthy();
    expect((await ask(REFERRALS, { id: other._id })).map((r) => r.id)).toEqual([customer!.id]);
    expect(await ask(REFERRALS, { id: top._id })).toEqual([]);

    const fixed = (
      await ask(CREATE_RULE, {
        input: {
          name: 'Customers: 0.50',
          scope: 'customer',
          kind: 'fixed',
          currency: 'EUR',
          fixedMinor: 50,
        },
      })
    ).rule!;
    await ask(ACTIVATE_RULE, { id: fixed._id });
    const seller = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
    const sale = await h.gql(
      RECORD,
      {
        input: {
          requestId: randomUUID(),
          paymentMethod: 'Cash',
          customerId: customer!.id,
          lines: [{ description: 'Gift card', quantity: 1, unitAmountMinor: 3_000 }],
        },
      },
      { token: seller },
    );
    expect(sale.data!.sale.record.success).toBe(true);
    await fold();
    const earned = await commissionsOf({ affiliateId: other._id });
    expect(earned.map((c) => [c.scope, c.level, c.amountMinor, c.saleId])).toEqual([
      ['customer', 1, 50, sale.data!.sale.record.sale!._id],
    ]);
  });

  it('shows what a draft rule would have paid beside what was earned', async () => {
    const draft = {
      name: 'Draft 5 %',
      scope: 'business',
      kind: 'percent',
      currency: 'EUR',
      rateBp: 500,
    };
    const answer = await ask(WHAT_IF, { rule: draft, days: 30 });
    // Sales of the referred business: 10,000 + 5,000 + 4,000 (refunds left out).
    expect(answer).toMatchObject({ days: 30, sales: 3, draftMinor: 950, currency: 'EUR' });
    // Earned on them, the rejected commission left out.
    expect(answer.currentMinor).toBe(1000 + 250 + 1000);
    const tiered = await ask(WHAT_IF, {
      rule: {
        ...draft,
        tiers: [
          { fromMinor: 0, rateBp: 100 },
          { fromMinor: 12_000, rateBp: 1000 },
        ],
      },
      days: 90,
    });
    // 1 % of the first two sales (volume 0, then 10,000), 10 % of the third (volume 15,000).
    expect(tiered.draftMinor).toBe(100 + 50 + 400);
    expect(
      (await h.gql(WHAT_IF, { rule: draft, days: 45 }, { token: admin })).errors?.[0]?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');
  });
});
