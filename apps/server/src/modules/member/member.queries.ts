import type { OfferStatus } from '@back-office/domain/catalog';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MEMBER_RULES, type MemberStatus } from '@back-office/domain/members';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberTiers, programmeMemberships } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { personName } from '../../db/names';

export type TierRow = typeof memberTiers.$inferSelect;
export type MembershipRow = typeof programmeMemberships.$inferSelect;

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A membership's status at `at`, from its dates: cancelled once cancelled_at has come; live while
 * `at` is within its covered run, expiring in the run's last days; lapsed otherwise.
 */
export function statusAt(at: Date): SQL<MemberStatus> {
  return sql<MemberStatus>`(case
    when m.cancelled_at is not null and m.cancelled_at <= ${ts(at)} then 'cancelled'
    when m.covered_from > ${ts(at)} or m.covered_until <= ${ts(at)} then 'lapsed'
    when m.covered_until <= ${ts(at)} + make_interval(days => ${MEMBER_RULES.expiringDays}) then 'expiring'
    else 'active' end)`;
}

/** Whether membership `m` holds its programme's benefits at `at`. */
const liveAt = (at: Date) => sql`m.closed_at is null
  and (m.cancelled_at is null or m.cancelled_at > ${ts(at)})
  and m.covered_from <= ${ts(at)} and m.covered_until > ${ts(at)}`;

export async function tiersOf(db: Db, programme: string, at: Date) {
  const rows = await db
    .select({
      tier: memberTiers,
      members: sql<number>`(select count(*)::int from programme_memberships m
        where m.tier_id = member_tiers.id and ${liveAt(at)})`,
    })
    .from(memberTiers)
    .where(eq(memberTiers.programme, programme))
    .orderBy(asc(memberTiers.rank), asc(memberTiers.price), asc(memberTiers.id));
  return rows.map((r) => ({ ...r.tier, members: Number(r.members) }));
}

export async function findTier(db: Db, id: string): Promise<TierRow | undefined> {
  const [row] = await db.select().from(memberTiers).where(eq(memberTiers.id, id));
  return row;
}

export interface MemberListQuery {
  programme: string;
  at: Date;
  membershipId?: string;
  tierId?: string | null;
  status?: MemberStatus | null;
  expiringWithinDays?: number | null;
  search?: string | null;
  after?: readonly [string, string] | null;
  limit: number;
}

export interface MemberRow {
  id: string;
  programme: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  tier_id: string;
  joined_at: string | Date;
  covered_until: string | Date;
  cancelled_at: string | Date | null;
  status: MemberStatus;
  renewals: number;
  sort_key: string;
}

/** Memberships not closed, by customer name then id (keyset). */
export async function listMembers(db: Db, q: MemberListQuery) {
  const conditions: SQL[] = [sql`m.closed_at is null`, sql`m.programme = ${q.programme}`];
  if (q.membershipId) conditions.push(sql`m.id = ${q.membershipId}`);
  if (q.tierId) conditions.push(sql`m.tier_id = ${q.tierId}`);
  if (q.status) conditions.push(sql`${statusAt(q.at)} = ${q.status}`);
  if (q.expiringWithinDays)
    conditions.push(
      sql`${statusAt(q.at)} in ('active', 'expiring')
        and m.covered_until <= ${ts(q.at)} + make_interval(days => ${q.expiringWithinDays})`,
    );
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(sql`(${personName('c')} ilike ${pattern} or c.email ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const sortKey = sql`lower(${personName('c')})`;
  const page = q.after
    ? sql` and (${sortKey}, m.id) > (${q.after[0]}, ${q.after[1]}::uuid)`
    : sql``;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select m.id, m.programme, m.customer_id, ${personName('c')} as customer_name,
             c.email as customer_email, m.tier_id, m.joined_at, m.covered_until, m.cancelled_at,
             ${statusAt(q.at)} as status,
             (select count(*)::int - 1 from membership_periods p where p.membership_id = m.id) as renewals,
             ${sortKey} as sort_key
        from programme_memberships m join customers c on c.id = m.customer_id
       where ${where}${page}
       order by ${sortKey}, m.id limit ${q.limit}`),
    db.execute(sql`select count(*)::int as n from programme_memberships m
      join customers c on c.id = m.customer_id where ${where}`),
  ]);
  return { rows: rowsOf<MemberRow>(rows), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** What members-only offers of the programme the members redeemed, per currency. */
export async function redeemedValues(db: Db, programme: string, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return rowsOf<{ customer_id: string; currency: string; amount: string; n: number }>(
    await db.execute(sql`
      select c.customer_id, c.currency, sum(c.retail_price)::bigint as amount, count(*)::int as n
        from coupons c join offer_member_tiers omt on omt.offer_id = c.offer_id
        join member_tiers t on t.id = omt.tier_id
       where c.redeemed and t.programme = ${programme}
         and c.customer_id in (${sql.join(
           customerIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
       group by c.customer_id, c.currency`),
  );
}

export async function periodsOfMembership(db: Db, membershipId: string) {
  return rowsOf<{
    id: string;
    tier_name: string;
    starts_at: string | Date;
    ends_at: string | Date;
    price: number;
    currency: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select p.id, t.name_en as tier_name, p.starts_at, p.ends_at, p.price, p.currency, p.created_at
        from membership_periods p join member_tiers t on t.id = p.tier_id
       where p.membership_id = ${membershipId} order by p.starts_at`),
  );
}

export async function openMembership(db: Db, customerId: string, programme: string) {
  const [row] = await db
    .select()
    .from(programmeMemberships)
    .where(
      and(
        eq(programmeMemberships.customerId, customerId),
        eq(programmeMemberships.programme, programme),
        isNull(programmeMemberships.closedAt),
      ),
    );
  return row;
}

export async function findMembership(db: Db, id: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(programmeMemberships)
    .where(and(eq(programmeMemberships.id, id), isNull(programmeMemberships.closedAt)));
  return row;
}

/**
 * The condition an offer (`offerId`, a column) meets when the customer may see and take it: it
 * is not members-only, or the customer is a live member of its programme at its tier's rank or
 * above.
 */
export function openToCustomer(offerId: SQL, customerId: string, at: Date): SQL {
  return sql`not exists (select 1 from offer_member_tiers omt join member_tiers t on t.id = omt.tier_id
    where omt.offer_id = ${offerId}
      and not exists (select 1 from programme_memberships m join member_tiers mt on mt.id = m.tier_id
        where m.customer_id = ${customerId} and m.programme = t.programme and mt.rank >= t.rank
          and ${liveAt(at)}))`;
}

export interface TierLabelRow {
  tier_id: string;
  programme: string;
  name_en: string;
  name_el: string;
}

/** The members-only tier of every offer that has one (a short list: the provider picks them). */
export async function tiersOfOffers(db: Db) {
  return rowsOf<TierLabelRow & { offer_id: string }>(
    await db.execute(sql`
      select omt.offer_id, t.id as tier_id, t.programme, t.name_en, t.name_el
        from offer_member_tiers omt join member_tiers t on t.id = omt.tier_id`),
  );
}

/** The live memberships' tiers of the customer holding the coupon. */
export async function liveTiersOfCouponHolder(db: Db, couponId: string, at: Date) {
  return rowsOf<TierLabelRow>(
    await db.execute(sql`
      select t.id as tier_id, t.programme, t.name_en, t.name_el
        from coupons c join programme_memberships m on m.customer_id = c.customer_id
        join member_tiers t on t.id = m.tier_id
       where c.id = ${couponId} and ${liveAt(at)}
       order by t.programme`),
  );
}

export async function membersOnlyOffers(db: Db, programme: string) {
  return rowsOf<{
    offer_id: string;
    title: string;
    business_name: string;
    status: OfferStatus;
    tier_id: string;
    programme: string;
    name_en: string;
    name_el: string;
  }>(
    await db.execute(sql`
      select o.id as offer_id, o.title, b.name as business_name, o.status,
             t.id as tier_id, t.programme, t.name_en, t.name_el
        from offer_member_tiers omt join member_tiers t on t.id = omt.tier_id
        join offers o on o.id = omt.offer_id join merchants b on b.id = o.merchant_id
       where t.programme = ${programme}
       order by lower(o.title), o.id`),
  );
}

export async function approvedOfferChoices(db: Db, search: string | null) {
  const filter = search ? sql` and o.title ilike ${likePattern(search)}` : sql``;
  return rowsOf<{ id: string; title: string; business_name: string }>(
    await db.execute(sql`
      select o.id, o.title, b.name as business_name
        from offers o join merchants b on b.id = o.merchant_id
       where o.status = 'approved'${filter}
       order by lower(o.title), o.id limit 20`),
  );
}

export async function customerChoices(db: Db, search: string | null) {
  const filter = search
    ? sql` and (${personName('c')} ilike ${likePattern(search)} or c.email ilike ${likePattern(search)})`
    : sql``;
  return rowsOf<{ id: string; name: string; email: string }>(
    await db.execute(sql`
      select c.id, ${personName('c')} as name, c.email
        from customers c where c.status = 'active'${filter}
       order by lower(${personName('c')}), c.id limit 20`),
  );
}
