import { and, eq, inArray } from 'drizzle-orm';
import { addMonths } from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import {
  customers,
  memberTiers,
  membershipPeriods,
  offerMemberTiers,
  offers,
  programmeMemberships,
} from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

const TIERS = [
  { programme: 'lifestyle', nameEn: 'Silver', nameEl: 'Ασημένιο', price: 4900, rank: 1 },
  { programme: 'lifestyle', nameEn: 'Gold', nameEl: 'Χρυσό', price: 9900, rank: 2 },
  { programme: 'travel', nameEn: 'Explorer', nameEl: 'Εξερευνητής', price: 7900, rank: 1 },
  { programme: 'travel', nameEn: 'Voyager', nameEl: 'Ταξιδιώτης', price: 14900, rank: 2 },
] as const;

// Who is in which programme: since how many days, for how many yearly periods, cancelled or not.
const MEMBERS = [
  { email: 'eleni@customers.demo.test', tier: 'Gold', joinedDaysAgo: 500, periods: 2 },
  { email: 'marios@customers.demo.test', tier: 'Silver', joinedDaysAgo: 350, periods: 1 },
  { email: 'anna@customers.demo.test', tier: 'Silver', joinedDaysAgo: 400, periods: 1 },
  { email: 'eleni@customers.demo.test', tier: 'Voyager', joinedDaysAgo: 90, periods: 1 },
  { email: 'anna@customers.demo.test', tier: 'Explorer', joinedDaysAgo: 380, periods: 1 },
  {
    email: 'marios@customers.demo.test',
    tier: 'Explorer',
    joinedDaysAgo: 30,
    periods: 1,
    cancel: true,
  },
] as const;

/**
 * The programmes' tiers (twelve-month periods) and members in every state: active, expiring
 * soon, lapsed and cancelled. A Blue Bay offer is for Travel members. The demo customer is in
 * no programme, so that enrolling them shows what membership changes.
 */
export async function seedDemoMembers(db: Db, ctx: { adminId: string; blueBay: string }) {
  const tiers = await db
    .insert(memberTiers)
    .values(TIERS.map((t) => ({ ...t, currency: 'EUR', periodMonths: 12 })))
    .returning();
  const people = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.email, [...new Set(MEMBERS.map((m) => m.email))]));
  const now = Date.now();
  for (const m of MEMBERS) {
    const tier = tiers.find((t) => t.nameEn === m.tier)!;
    const customer = people.find((p) => p.email === m.email);
    if (!customer) continue;
    const joined = new Date(now - m.joinedDaysAgo * DAY);
    const periods: { startsAt: Date; endsAt: Date }[] = [];
    let start = joined;
    for (let i = 0; i < m.periods; i += 1) {
      const end = addMonths(start, tier.periodMonths);
      periods.push({ startsAt: start, endsAt: end });
      start = end;
    }
    const [membership] = await db
      .insert(programmeMemberships)
      .values({
        customerId: customer.id,
        programme: tier.programme,
        tierId: tier.id,
        joinedAt: joined,
        coveredFrom: joined,
        coveredUntil: start,
        cancelledAt: 'cancel' in m ? new Date(now - 2 * DAY) : null,
      })
      .returning({ id: programmeMemberships.id });
    await db.insert(membershipPeriods).values(
      periods.map((p) => ({
        membershipId: membership!.id,
        tierId: tier.id,
        ...p,
        price: tier.price,
        currency: tier.currency,
        createdBy: ctx.adminId,
      })),
    );
  }
  const [cruise] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.merchantId, ctx.blueBay), eq(offers.status, 'approved')))
    .limit(1);
  const explorer = tiers.find((t) => t.nameEn === 'Explorer')!;
  if (cruise) await db.insert(offerMemberTiers).values({ offerId: cruise.id, tierId: explorer.id });
}
