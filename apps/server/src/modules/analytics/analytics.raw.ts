import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// For the tests and the bench only: the dashboards' figures computed again from the raw rows, in
// TypeScript with the time zones of Intl, a way of its own beside the rollups' triggers.

export interface RawFacts {
  zones: Map<string, string>;
  coupons: {
    merchantId: string;
    customerId: string;
    offerId: string;
    currency: string;
    at: Date;
  }[];
  sales: {
    merchantId: string;
    kind: string;
    amount: number;
    currency: string;
    method: string;
    customerId: string | null;
    offerId: string | null;
    productId: string | null;
    at: Date;
  }[];
  lines: {
    merchantId: string;
    productId: string;
    quantity: number;
    amount: number;
    kind: string;
    currency: string;
    at: Date;
  }[];
  sessions: { merchantId: string; employeeId: string; familyId: string; at: Date }[];
  scans: { merchantId: string; employeeId: string; at: Date }[];
  walletOpens: { day: string }[];
}

const at = (v: unknown) => new Date(v as string);

export async function loadRawFacts(db: Db): Promise<RawFacts> {
  const q = async (text: ReturnType<typeof sql>) => rowsOf(await db.execute(text));
  const zones = await q(sql`select m.id, coalesce(bs.timezone, 'Europe/Nicosia') as tz
    from merchants m left join business_settings bs on bs.merchant_id = m.id`);
  const coupons = await q(
    sql`select merchant_id, customer_id, offer_id, currency, created_at from coupons`,
  );
  const sales = await q(sql`select s.merchant_id, s.kind, s.amount, s.currency,
      coalesce(s.payment_method, 'Coupon') as method, s.customer_id, s.created_at,
      case when s.kind = 'redemption' then c.offer_id end as offer_id,
      case when s.kind = 'redemption' then o.product_id end as product_id
    from sales s left join coupons c on c.id = s.coupon_id left join offers o on o.id = c.offer_id`);
  const lines = await q(sql`select s.merchant_id, l.product_id, l.quantity, l.amount, s.kind,
      s.currency, s.created_at
    from sale_lines l join sales s on s.id = l.sale_id where l.product_id is not null`);
  const sessions = await q(sql`select merchant_id, employee_id, family_id, created_at
    from refresh_tokens where merchant_id is not null order by created_at, id`);
  const scans = await q(sql`select s.merchant_id, s.employee_id, s.created_at from scans s
    where s.employee_id is not null and exists (select 1 from merchants m where m.id = s.merchant_id)`);
  const walletOpens = await q(sql`select to_char(day, 'YYYY-MM-DD') as day from wallet_opens`);
  return {
    zones: new Map(zones.map((r) => [String(r.id), String(r.tz)])),
    coupons: coupons.map((r) => ({
      merchantId: String(r.merchant_id),
      customerId: String(r.customer_id),
      offerId: String(r.offer_id),
      currency: String(r.currency),
      at: at(r.created_at),
    })),
    sales: sales.map((r) => ({
      merchantId: String(r.merchant_id),
      kind: String(r.kind),
      amount: Number(r.amount),
      currency: String(r.currency),
      method: String(r.method),
      customerId: (r.customer_id as string | null) ?? null,
      offerId: (r.offer_id as string | null) ?? null,
      productId: (r.product_id as string | null) ?? null,
      at: at(r.created_at),
    })),
    lines: lines.map((r) => ({
      merchantId: String(r.merchant_id),
      productId: String(r.product_id),
      quantity: Number(r.quantity),
      amount: Number(r.amount),
      kind: String(r.kind),
      currency: String(r.currency),
      at: at(r.created_at),
    })),
    sessions: sessions.map((r) => ({
      merchantId: String(r.merchant_id),
      employeeId: String(r.employee_id),
      familyId: String(r.family_id),
      at: at(r.created_at),
    })),
    scans: scans.map((r) => ({
      merchantId: String(r.merchant_id),
      employeeId: String(r.employee_id),
      at: at(r.created_at),
    })),
    walletOpens: walletOpens.map((r) => ({ day: String(r.day) })),
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** [YYYY-MM-DD, hour] of the moment in the time zone. */
export function localOf(timeZone: string, moment: Date): [string, number] {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  return [`${parts.year}-${parts.month}-${parts.day}`, Number(parts.hour)];
}

export interface Range {
  from: string;
  to: string;
}

const inRange = (day: string, r: Range) => day >= r.from && day <= r.to;

export interface RawOverview {
  currency: string;
  redemptions: number;
  redeemedValue: number;
  couponsIssued: number;
  newCustomers: number;
  returningCustomers: number;
  grossSales: number;
  byMethod: Record<string, number>;
  activeMerchants: number;
}

/** The overview of a business (or of every business, merchantId null) for one period. */
export function rawOverview(facts: RawFacts, merchantId: string | null, r: Range) {
  const result = new Map<string, RawOverview>();
  const entry = (currency: string) => {
    let e = result.get(currency);
    if (!e) {
      e = {
        currency,
        redemptions: 0,
        redeemedValue: 0,
        couponsIssued: 0,
        newCustomers: 0,
        returningCustomers: 0,
        grossSales: 0,
        byMethod: {},
        activeMerchants: 0,
      };
      result.set(currency, e);
    }
    return e;
  };
  const mine = <T extends { merchantId: string }>(rows: T[]) =>
    merchantId ? rows.filter((x) => x.merchantId === merchantId) : rows;
  const day = (x: { merchantId: string; at: Date }) =>
    localOf(facts.zones.get(x.merchantId)!, x.at)[0];
  const active = new Map<string, Set<string>>();
  for (const s of mine(facts.sales)) {
    const d = day(s);
    if (!inRange(d, r)) continue;
    const e = entry(s.currency);
    if (s.kind === 'redemption') {
      e.redemptions += 1;
      e.redeemedValue += s.amount;
    }
    e.grossSales += s.amount;
    e.byMethod[s.method] = (e.byMethod[s.method] ?? 0) + s.amount;
    const set = active.get(s.currency) ?? new Set<string>();
    set.add(s.merchantId);
    active.set(s.currency, set);
  }
  for (const [currency, set] of active) entry(currency).activeMerchants = set.size;
  // First coupon per customer (per business, or on the platform), and customer-days.
  const firsts = new Map<string, { day: string; currency: string }>();
  const customerDays = new Set<string>();
  const coupons = mine(facts.coupons);
  for (const c of coupons) {
    const d = day(c);
    const key = merchantId ? `${c.merchantId} ${c.customerId}` : c.customerId;
    const first = firsts.get(key);
    if (!first || d < first.day) firsts.set(key, { day: d, currency: c.currency });
    if (!inRange(d, r)) continue;
    entry(c.currency).couponsIssued += 1;
    customerDays.add(`${key} ${d} ${c.currency}`);
  }
  for (const f of firsts.values()) if (inRange(f.day, r)) entry(f.currency).newCustomers += 1;
  for (const k of customerDays) entry(k.split(' ').at(-1)!).returningCustomers += 1;
  for (const e of result.values()) e.returningCustomers -= e.newCustomers;
  return result;
}

/** Daily points of a period: day → currency → redemptions, value, gross, coupons. */
export function rawDaily(facts: RawFacts, merchantId: string | null, r: Range) {
  const points = new Map<
    string,
    { redemptions: number; value: number; gross: number; coupons: number }
  >();
  const point = (d: string, currency: string) => {
    const key = `${d} ${currency}`;
    const p = points.get(key) ?? { redemptions: 0, value: 0, gross: 0, coupons: 0 };
    points.set(key, p);
    return p;
  };
  for (const s of facts.sales) {
    if (merchantId && s.merchantId !== merchantId) continue;
    const d = localOf(facts.zones.get(s.merchantId)!, s.at)[0];
    if (!inRange(d, r)) continue;
    const p = point(d, s.currency);
    p.gross += s.amount;
    if (s.kind === 'redemption') {
      p.redemptions += 1;
      p.value += s.amount;
    }
  }
  for (const c of facts.coupons) {
    if (merchantId && c.merchantId !== merchantId) continue;
    const d = localOf(facts.zones.get(c.merchantId)!, c.at)[0];
    if (inRange(d, r)) point(d, c.currency).coupons += 1;
  }
  return points;
}

export function rawHeatmap(facts: RawFacts, merchantId: string, r: Range) {
  const cells = new Map<string, number>();
  for (const s of facts.sales) {
    if (s.merchantId !== merchantId || s.kind !== 'redemption') continue;
    const [d, hour] = localOf(facts.zones.get(s.merchantId)!, s.at);
    if (!inRange(d, r)) continue;
    const weekday = ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const key = `${weekday} ${hour}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return cells;
}

export function rawOffers(facts: RawFacts, merchantId: string | null, r: Range) {
  const offers = new Map<string, { redemptions: number; value: number }>();
  for (const s of facts.sales) {
    if (!s.offerId || (merchantId && s.merchantId !== merchantId)) continue;
    if (!inRange(localOf(facts.zones.get(s.merchantId)!, s.at)[0], r)) continue;
    const o = offers.get(s.offerId) ?? { redemptions: 0, value: 0 };
    o.redemptions += 1;
    o.value += s.amount;
    offers.set(s.offerId, o);
  }
  return offers;
}

export function rawProducts(facts: RawFacts, merchantId: string, r: Range) {
  const products = new Map<string, { units: number; gross: number }>();
  const add = (id: string, units: number, gross: number) => {
    const p = products.get(id) ?? { units: 0, gross: 0 };
    p.units += units;
    p.gross += gross;
    products.set(id, p);
  };
  for (const s of facts.sales) {
    if (s.merchantId !== merchantId || !s.productId) continue;
    if (inRange(localOf(facts.zones.get(s.merchantId)!, s.at)[0], r)) add(s.productId, 1, s.amount);
  }
  for (const l of facts.lines) {
    if (l.merchantId !== merchantId) continue;
    if (!inRange(localOf(facts.zones.get(l.merchantId)!, l.at)[0], r)) continue;
    const sign = l.kind === 'refund' ? -1 : 1;
    add(l.productId, sign * l.quantity, sign * l.amount);
  }
  return products;
}

export function rawStaff(facts: RawFacts, r: Range) {
  const days = new Map<string, { signIns: number; employees: Set<string> }>();
  const day = (merchantId: string, d: string) => {
    const key = `${d} ${merchantId}`;
    const v = days.get(key) ?? { signIns: 0, employees: new Set<string>() };
    days.set(key, v);
    return v;
  };
  const families = new Set<string>();
  for (const s of facts.sessions) {
    const d = localOf(facts.zones.get(s.merchantId)!, s.at)[0];
    const first = !families.has(s.familyId);
    families.add(s.familyId);
    if (!inRange(d, r)) continue;
    const v = day(s.merchantId, d);
    if (first) v.signIns += 1;
    v.employees.add(s.employeeId);
  }
  for (const s of facts.scans) {
    const d = localOf(facts.zones.get(s.merchantId)!, s.at)[0];
    if (inRange(d, r)) day(s.merchantId, d).employees.add(s.employeeId);
  }
  return days;
}

/** cohort (YYYY-MM) → month (YYYY-MM) → customers active. */
export function rawRetention(facts: RawFacts) {
  const firsts = new Map<string, string>();
  const months = new Map<string, Set<string>>();
  const active = (customerId: string, d: string) => {
    const set = months.get(customerId) ?? new Set<string>();
    set.add(d.slice(0, 7));
    months.set(customerId, set);
  };
  for (const c of facts.coupons) {
    const d = localOf(facts.zones.get(c.merchantId)!, c.at)[0];
    const first = firsts.get(c.customerId);
    if (!first || d < first) firsts.set(c.customerId, d);
    active(c.customerId, d);
  }
  for (const s of facts.sales)
    if (s.kind === 'redemption' && s.customerId)
      active(s.customerId, localOf(facts.zones.get(s.merchantId)!, s.at)[0]);
  const cohorts = new Map<string, Map<string, number>>();
  for (const [customer, set] of months) {
    const cohort = firsts.get(customer)?.slice(0, 7);
    if (!cohort) continue;
    const byMonth = cohorts.get(cohort) ?? new Map<string, number>();
    for (const m of set) byMonth.set(m, (byMonth.get(m) ?? 0) + 1);
    cohorts.set(cohort, byMonth);
  }
  return cohorts;
}
