import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES as M } from '@back-office/domain/subscriptions';
import { advanceClock, now, resetClock, setClock } from '../../jobs/clock';
import { renewSubscriptionsJob } from './subscription-renewal.service';
import { standingConditionsJob } from '../notification/standing-conditions.service';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, SELECT_BUSINESS, type Harness } from '../../test/harness';
import { renewSubscription } from './subscription-renewal.service';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';

const DAY = 86_400_000;

const PLANS = graphql(`
  query SubscriptionTestPlans {
    subscription {
      plans {
        _id
        nameEn
        priceMinor
        interval
        active
        subscriberCount
      }
    }
  }
`);
const SAVE_PLAN = graphql(`
  mutation SubscriptionTestSavePlan($id: ID, $input: PlanInput!) {
    subscription {
      savePlan(id: $id, input: $input) {
        success
        message
        plan {
          _id
          nameEn
          priceMinor
          trialDays
          active
        }
      }
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation SubscriptionTestSubscribe($input: SubscribeInput!) {
    subscription {
      subscribe(input: $input) {
        success
        message
        subscription {
          _id
          status
          trialEndsAt
          nextInvoiceAt
          nextInvoiceAmountMinor
        }
      }
    }
  }
`);
const GET = graphql(`
  query SubscriptionTestGet($id: ID!) {
    subscription {
      get(id: $id) {
        subscription {
          _id
          status
          currentPeriodStart
          currentPeriodEnd
          unpaidInvoiceCount
          pastDueAt
          expiresAt
          endsAt
          plan {
            nameEn
          }
          nextPlan {
            nameEn
          }
        }
        periods {
          kind
          startsAt
          endsAt
          invoiceId
          invoiceNumber
          invoiceTotalMinor
          invoiceDueDate
          invoicePaid
        }
        events {
          event
        }
      }
    }
  }
`);
const LIST = graphql(`
  query SubscriptionTestList($filter: SubscriptionFilter) {
    subscription {
      list(filter: $filter) {
        nodes {
          _id
          businessName
          status
        }
        hasNextPage
      }
    }
  }
`);
const PLATFORM_QUEUE = graphql(`
  query SubscriptionTestPlatformQueue {
    analytics {
      platformActionQueue {
        key
        count
      }
    }
  }
`);
const MINE = graphql(`
  query SubscriptionTestMine {
    subscription {
      mine {
        subscription {
          _id
          merchantId
          status
          plan {
            nameEn
          }
          nextInvoiceAt
        }
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation SubscriptionTestChange($input: ChangePlanInput!) {
    subscription {
      changePlan(input: $input) {
        success
        message
        subscription {
          plan {
            nameEn
          }
          nextPlan {
            nameEn
          }
        }
      }
    }
  }
`);
const PAUSE = graphql(`
  mutation SubscriptionTestPause($id: ID!) {
    subscription {
      pause(subscriptionId: $id) {
        success
        message
        subscription {
          status
        }
      }
    }
  }
`);
const RESUME = graphql(`
  mutation SubscriptionTestResume($id: ID!) {
    subscription {
      resume(subscriptionId: $id) {
        success
        message
        subscription {
          status
        }
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation SubscriptionTestCancel($input: CancelSubscriptionInput!) {
    subscription {
      cancel(input: $input) {
        success
        message
        subscription {
          status
          endsAt
        }
      }
    }
  }
`);
const PAY = graphql(`
  mutation SubscriptionTestPay($input: PaymentInput!) {
    accounting {
      recordPayment(input: $input) {
        success
        messageCode
      }
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query SubscriptionTestNotifications {
    notification {
      list(first: 50) {
        nodes {
          kind
          title
          body
          link
        }
      }
    }
  }
`);
const RECEIVED = graphql(`
  query SubscriptionTestReceived {
    accounting {
      list(filter: { tab: "received" }) {
        items {
          _id
          number
        }
      }
    }
  }
`);

const planInput = (over: Record<string, unknown> = {}) => ({
  nameEn: 'Growth',
  nameEl: 'Ανάπτυξη',
  priceMinor: 5000,
  currency: 'EUR',
  interval: 'month',
  trialDays: 14,
  features: [{ en: 'Everything', el: 'Τα πάντα' }],
  ...over,
});

describe.each(DATABASE_KINDS)('subscriptions on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let admin: string;
  const renew = () => {
    const handler = renewSubscriptionsJob.handler;
    return handler({ slot: now().toISOString() }, { db: h.database.db } as Parameters<
      typeof handler
    >[1]);
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    admin = callers.token('ADMIN')!;
  });
  afterAll(() => h.close());
  afterEach(() => {
    resetClock();
  });

  async function newPlan(over: Record<string, unknown> = {}) {
    const res = await h.gql(SAVE_PLAN, { input: planInput(over) }, { token: admin });
    expect(res.data?.subscription.savePlan.success, JSON.stringify(res)).toBe(true);
    return res.data!.subscription.savePlan.plan!._id;
  }
  const detail = async (id: string) =>
    (await h.gql(GET, { id }, { token: admin })).data!.subscription.get!;
  const listed = async (status: string) =>
    (await h.gql(LIST, { filter: { status } }, { token: admin })).data!.subscription.list.nodes.map(
      (n) => n.businessName,
    );
  // The provider's dashboard counts the past-due subscriptions among its actions.
  const pastDueInQueue = async () =>
    (await h.gql(PLATFORM_QUEUE, {}, { token: admin })).data!.analytics.platformActionQueue.find(
      (i) => i.key === 'pastDueSubscriptions',
    )!.count;

  it('upgrades now with a prorated invoice, downgrades at the end of the period', async () => {
    const listed = await h.gql(LIST, { filter: { search: 'aroma' } }, { token: admin });
    const id = listed.data!.subscription.list.nodes[0]!._id;
    const plans = (await h.gql(PLANS, {}, { token: admin })).data!.subscription.plans;
    const byName = (name: string) => plans.find((p) => p.nameEn === name)!._id;
    expect(plans.find((p) => p.nameEn === 'Standard')!.subscriberCount).toBe(1);
    expect(plans.find((p) => p.nameEn === 'Basic')!.subscriberCount).toBe(0);

    const same = await h.gql(
      CHANGE,
      { input: { subscriptionId: id, planId: byName('Standard') } },
      { token: admin },
    );
    expect(same.data!.subscription.changePlan).toMatchObject({
      success: false,
      message: M.samePlan,
    });
    const retired = await h.gql(
      CHANGE,
      { input: { subscriptionId: id, planId: byName('Starter 2025') } },
      { token: admin },
    );
    expect(retired.data!.subscription.changePlan.message).toBe(M.planRetired);

    const before = await detail(id);
    // The demo's period may start today (then the upgrade covers all of it): the case is a day
    // inside the period, wherever the calendar stands.
    const start = Date.parse(before.subscription.currentPeriodStart!);
    const end = Date.parse(before.subscription.currentPeriodEnd!);
    setClock(new Date(start + (end - start) / 2));
    const plus = await newPlan({ nameEn: 'Plus', priceMinor: 9900 });
    const up = await h.gql(
      CHANGE,
      { input: { subscriptionId: id, planId: plus } },
      { token: admin },
    );
    expect(up.data!.subscription.changePlan).toMatchObject({
      success: true,
      message: M.planChanged,
      subscription: { plan: { nameEn: 'Plus' }, nextPlan: null },
    });
    const after = await detail(id);
    const upgrade = after.periods.find((p) => p.kind === 'upgrade')!;
    // The price difference for the rest of the month, with VAT: above zero, below a whole month's.
    expect(upgrade.invoiceTotalMinor).toBeGreaterThan(0);
    expect(upgrade.invoiceTotalMinor).toBeLessThan(4000 * 1.19);
    expect(upgrade.endsAt).toBe(before.subscription.currentPeriodEnd);
    // The month it replaced ends where the upgrade starts.
    const cut = after.periods.find(
      (p) => p.kind === 'renewal' && p.startsAt === before.subscription.currentPeriodStart,
    )!;
    expect(cut.endsAt).toBe(upgrade.startsAt);

    const down = await h.gql(
      CHANGE,
      { input: { subscriptionId: id, planId: byName('Basic') } },
      { token: admin },
    );
    expect(down.data!.subscription.changePlan).toMatchObject({
      success: true,
      message: M.planChangeScheduled,
      subscription: { plan: { nameEn: 'Plus' }, nextPlan: { nameEn: 'Basic' } },
    });
    // At the end of the period the renewal moves to Basic.
    advanceClock(Date.parse(upgrade.endsAt) - now().getTime() + 1000);
    expect(await renewSubscription(h.database.db, id, now())).toBe(1);
    const renewed = await detail(id);
    expect(renewed.subscription.plan.nameEn).toBe('Basic');
    expect(renewed.periods[0]).toMatchObject({ kind: 'renewal', invoiceTotalMinor: 3451 });
  });

  it('walks a subscription through trial, renewal, non-payment, past due and expiry by dates alone', async () => {
    const planId = await newPlan();
    const subscribed = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.blueBay, planId } },
      { token: admin },
    );
    const sub = subscribed.data!.subscription.subscribe;
    expect(sub).toMatchObject({ success: true, message: M.subscribed });
    expect(sub.subscription).toMatchObject({ status: 'trialing', nextInvoiceAmountMinor: 5950 });
    const id = sub.subscription!._id;
    // A second live subscription for the business is refused.
    const again = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.blueBay, planId } },
      { token: admin },
    );
    expect(again.data!.subscription.subscribe).toMatchObject({
      success: false,
      message: M.alreadySubscribed,
    });

    // Past the trial, the renewal issues the provider's invoice; however often and from however
    // many workers the job runs, the period is renewed once.
    advanceClock(15 * DAY);
    await Promise.all([renew(), renew(), renew()]);
    await renew();
    let d = await detail(id);
    expect(d.subscription.status).toBe('active');
    const renewals = d.periods.filter((p) => p.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ invoicePaid: false, invoiceTotalMinor: 5950 });
    // Back to back with the trial: no hole, no overlap.
    expect(renewals[0]!.startsAt).toBe(d.periods.find((p) => p.kind === 'trial')!.endsAt);
    // The invoice reached Blue Bay's Received tab.
    const selected = await h.gql(
      SELECT_BUSINESS,
      { merchantId: h.merchants.blueBay },
      { token: callers.token('EXECUTIVE') },
    );
    const blueBay = selected.data!.employee.selectBusiness.token!;
    const received = await h.gql(RECEIVED, {}, { token: blueBay });
    expect(received.data!.accounting.list.items.map((n) => n._id)).toContain(
      renewals[0]!.invoiceId,
    );

    // Unpaid a grace period after the due day: past due; a second grace period later: expired.
    const due = Date.parse(`${renewals[0]!.invoiceDueDate}T00:00:00Z`);
    advanceClock(due + 8 * DAY - now().getTime());
    expect((await detail(id)).subscription.status).toBe('past_due');
    // Aroma may be past due by now too (the other test left its renewal unpaid, and how far the
    // clock has run depends on the day): the queue counts whatever the list shows.
    const pastDue = await listed('past_due');
    expect(pastDue).toContain('Blue Bay Travel');
    expect(await listed('active')).not.toContain('Blue Bay Travel');
    expect(await pastDueInQueue()).toBe(pastDue.length);
    // Blue Bay's people who pay its invoices are told, once however often the check runs.
    const standing = standingConditionsJob.handler;
    const jobCtx = { db: h.database.db } as Parameters<typeof standing>[1];
    await standing({ slot: now().toISOString() }, jobCtx);
    await standing({ slot: now().toISOString() }, jobCtx);
    const told = (await h.gql(NOTIFICATIONS, {}, { token: blueBay })).data!.notification.list.nodes;
    // The list is the person's, and the executive also pays Aroma's invoices: Blue Bay's is the one
    // that names its renewal invoice.
    const aboutBlueBay = told.filter(
      (n) => n.kind === 'subscription_past_due' && n.body.includes(renewals[0]!.invoiceNumber!),
    );
    expect(aboutBlueBay).toHaveLength(1);
    expect(aboutBlueBay[0]).toMatchObject({
      title: 'Subscription payment failed',
      link: '/accounting?tab=received',
    });
    advanceClock(7 * DAY);
    // The job last ran before the period ended: the month that began while it was still active
    // was renewed, with its own invoice.
    await renew();
    d = await detail(id);
    expect(d.subscription.status).toBe('expired');
    expect(await listed('past_due')).not.toContain('Blue Bay Travel');
    expect(await pastDueInQueue()).toBe((await listed('past_due')).length);
    const renewed = d.periods.filter((p) => p.kind === 'renewal').length;
    expect(renewed).toBe(2);
    // An expired subscription renews no more.
    advanceClock(60 * DAY);
    await renew();
    expect((await detail(id)).periods.filter((p) => p.kind === 'renewal')).toHaveLength(renewed);
    // Paying late settles the invoice but does not revive it; the business may be subscribed anew.
    const paid = await h.gql(
      PAY,
      {
        input: {
          invoiceId: renewals[0]!.invoiceId!,
          amountMinor: 5950,
          method: 'Bank Transfer',
          paidOn: now().toISOString().slice(0, 10),
        },
      },
      { token: admin },
    );
    expect(paid.data!.accounting.recordPayment.success).toBe(true);
    expect((await detail(id)).subscription.status).toBe('expired');
    expect(await listed('expired')).toContain('Blue Bay Travel');
    const anew = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.blueBay, planId, withTrial: false } },
      { token: admin },
    );
    expect(anew.data!.subscription.subscribe).toMatchObject({
      success: true,
      subscription: { status: 'active' },
    });
    const fresh = await detail(anew.data!.subscription.subscribe.subscription!._id);
    expect(fresh.periods).toMatchObject([
      { kind: 'renewal', invoicePaid: false, invoiceTotalMinor: 5950 },
    ]);
    // Blue Bay's own staff see it from the business profile.
    const mine = await h.gql(MINE, {}, { token: blueBay });
    expect(mine.data!.subscription.mine!.subscription).toMatchObject({
      status: 'active',
      plan: { nameEn: 'Growth' },
    });
    // The list filters by the computed status.
    const active = await h.gql(LIST, { filter: { status: 'active' } }, { token: admin });
    expect(active.data!.subscription.list.nodes.map((n) => n.businessName)).toContain(
      'Blue Bay Travel',
    );
    // Aroma's invoices went unpaid as the clock moved on: it is the one expired.
    const expiredOnes = await h.gql(LIST, { filter: { status: 'expired' } }, { token: admin });
    expect(expiredOnes.data!.subscription.list.nodes.map((n) => n.businessName)).toEqual([
      'Aroma Cafe',
    ]);
  });

  it('pauses, resumes and cancels at the end of the period with access until then', async () => {
    const planB = await newPlan({ nameEn: 'Other currency', currency: 'USD' });
    const res = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.blueBay, planId: planB } },
      { token: admin },
    );
    // Blue Bay is subscribed already (the first test): refused, nothing written.
    expect(res.data!.subscription.subscribe.message).toBe(M.alreadySubscribed);
    const listed = await h.gql(LIST, { filter: { search: 'blue bay' } }, { token: admin });
    const old = listed.data!.subscription.list.nodes[0]!._id;
    const cancelledNow = await h.gql(
      CANCEL,
      { input: { subscriptionId: old, atPeriodEnd: false } },
      { token: admin },
    );
    expect(cancelledNow.data!.subscription.cancel).toMatchObject({
      message: M.cancelled,
      subscription: { status: 'cancelled' },
    });
    const plan = await newPlan({ nameEn: 'Monthly, no trial', trialDays: 0 });
    const started = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.blueBay, planId: plan } },
      { token: admin },
    );
    const id = started.data!.subscription.subscribe.subscription!._id;
    const currency = await h.gql(
      CHANGE,
      { input: { subscriptionId: id, planId: planB } },
      { token: admin },
    );
    expect(currency.data!.subscription.changePlan.message).toBe(M.currencyMismatch);
    // Its invoice paid, nothing is overdue while it is paused.
    const owed = (await detail(id)).periods.find((p) => p.invoicePaid === false)!;
    const paid = await h.gql(
      PAY,
      {
        input: {
          invoiceId: owed.invoiceId!,
          amountMinor: owed.invoiceTotalMinor!,
          method: 'Cash',
          paidOn: now().toISOString().slice(0, 10),
        },
      },
      { token: admin },
    );
    expect(paid.data!.accounting.recordPayment.success).toBe(true);

    expect((await h.gql(PAUSE, { id }, { token: admin })).data!.subscription.pause).toMatchObject({
      success: true,
      subscription: { status: 'paused' },
    });
    expect((await h.gql(PAUSE, { id }, { token: admin })).data!.subscription.pause.message).toBe(
      M.alreadyPaused,
    );
    // Paused past the period's end: no renewal; resuming starts a new period now, invoiced.
    advanceClock(40 * DAY);
    await renew();
    const paused = await detail(id);
    expect(paused.periods.filter((p) => p.kind === 'renewal')).toHaveLength(1);
    const resumed = await h.gql(RESUME, { id }, { token: admin });
    expect(resumed.data!.subscription.resume).toMatchObject({
      success: true,
      subscription: { status: 'active' },
    });
    const periods = (await detail(id)).periods;
    expect(periods).toHaveLength(2);
    expect(Date.parse(periods[0]!.startsAt)).toBeGreaterThan(Date.parse(periods[1]!.endsAt));

    const cancelled = await h.gql(
      CANCEL,
      { input: { subscriptionId: id, atPeriodEnd: true } },
      { token: admin },
    );
    expect(cancelled.data!.subscription.cancel).toMatchObject({
      success: true,
      message: M.cancelScheduled,
      subscription: { status: 'active', endsAt: periods[0]!.endsAt },
    });
    advanceClock(Date.parse(periods[0]!.endsAt) - now().getTime() + 1000);
    await renew();
    const ended = await detail(id);
    expect(ended.subscription.status).toBe('cancelled');
    expect(ended.periods).toHaveLength(2);
    expect((await h.gql(PAUSE, { id }, { token: admin })).data!.subscription.pause.message).toBe(
      M.subscriptionEnded,
    );
  });

  it('refuses bad plans with clear messages and writes nothing', async () => {
    const count = async () =>
      (await h.gql(PLANS, {}, { token: admin })).data!.subscription.plans.length;
    const before = await count();
    for (const [over, message] of [
      [{ priceMinor: -1 }, M.priceInvalid],
      [{ trialDays: 366 }, M.trialInvalid],
      [{ nameEl: ' ' }, M.planNameRequired],
      [{ interval: 'week' }, 'Missing required data'],
    ] as const) {
      const res = await h.gql(SAVE_PLAN, { input: planInput(over) }, { token: admin });
      expect(res.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
    expect(await count()).toBe(before);
    const missing = await h.gql(
      SUBSCRIBE,
      { input: { merchantId: h.merchants.provider, planId: (await newPlan())! } },
      { token: admin },
    );
    expect(missing.data!.subscription.subscribe.message).toBe(M.providerNotSubscribable);
  });

  it('lets only the provider manage subscriptions, and every role read its own', async () => {
    const planId = await newPlan({ nameEn: 'Access' });
    const managers = ['su', 'ADMIN'] as const;
    await expectOnly(h, callers, managers, PLANS);
    await expectOnly(h, callers, managers, LIST);
    await expectOnly(h, callers, managers, SAVE_PLAN, {
      id: planId,
      input: planInput({ nameEn: 'Access' }),
    });
    await expectOnly(h, callers, managers, PAUSE, { id: '00000000-0000-4000-8000-000000000000' });
    await expectOnly(
      h,
      callers,
      ['su', 'ADMIN', 'EXECUTIVE', 'ACCOUNTANT', 'MARKETING', 'SALES', 'CASHIER', 'EMPLOYEE'],
      MINE,
    );
    // Aroma's cashier reads Aroma's subscription, never Blue Bay's.
    const mine = await h.gql(MINE, {}, { token: callers.token('CASHIER') });
    expect(mine.data!.subscription.mine!.subscription.merchantId).toBe(h.merchants.aroma);
  });
});
