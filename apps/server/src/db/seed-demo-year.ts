import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import type { Db } from './client';

// A year of the demo businesses' trade (decision record 035), written by a few set-based
// statements so that a fresh embedded database loads it in seconds. Every choice comes from
// md5 of a fixed key: the same demo whenever it is loaded, its days counted back from today in
// each business's time zone.

/** A constant written into the statement, where a parameter's type would be unknown. */
export const lit = (value: number) => sql.raw(String(value));

/** A number in [0, 1) drawn from the key: deterministic where random() is not. */
export const draw = (key: string) =>
  sql.raw(`(('x' || substr(md5(${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/** Days of history before today; day n is today − (DAYS − n). */
const DAYS = 365;
/** Customers who were regulars before the year began; one new customer joins every day after. */
const REGULARS = 55;
/** The last days redeem the demo's own offers; the weeks before, offers that ran and ended. */
const RECENT_DAYS = 30;
const WINDOW_DAYS = 28;
const WINDOWS = Math.ceil((DAYS + 1 - RECENT_DAYS) / WINDOW_DAYS);

// What each business's customers did, by weekday (ISO, Monday first) and season: a café busy on
// weekday mornings and Saturdays and a little more in winter, a travel agency at weekends and in
// summer. Both grow over the year, so a period is mostly up on the one before.
const BUSINESS_SHAPE = sql.raw(`(values
  ('aroma', 5.5, 3.5, '{1,1,1,1,1.05,1.35,0.75}'::numeric[],
    '{7,7,8,8,8,8,8,9,9,9,9,9,10,10,10,11,11,12,13,13,14,15,16,17}'::int[], 0.12, 0.0),
  ('blueBay', 1.6, 1.0, '{0.7,0.7,0.75,0.8,1.1,1.9,1.6}'::numeric[],
    '{9,10,10,11,11,11,12,12,13,14,15,15,16,16,17,18}'::int[], 0.0, 1.4)
) as shape(key, visits, counter, weekday, hours, winter, summer)`);

// Not the demo's own customers' names (Eleni Georgiou, Marios Christou, Anna Pavlou), which
// pages and tests look for.
const FIRST_NAMES = [
  'Andreas',
  'Christina',
  'Giorgos',
  'Maria',
  'Nikos',
  'Kostas',
  'Sofia',
  'Michalis',
  'Panayiotis',
  'Katerina',
  'Stavros',
  'Despina',
  'Yiannis',
  'Georgia',
  'Loizos',
  'Irene',
  'Charalambos',
  'Androulla',
  'James',
  'Emma',
  'Oliver',
  'Chloe',
  'Lukas',
  'Hanna',
  'Dmitri',
  'Olga',
  'Marco',
  'Giulia',
  'Omar',
  'Layla',
];
const LAST_NAMES = [
  'Ioannou',
  'Constantinou',
  'Charalambous',
  'Nicolaou',
  'Antoniou',
  'Demetriou',
  'Michael',
  'Kyriacou',
  'Hadjipetrou',
  'Papadopoulos',
  'Savva',
  'Stylianou',
  'Panayi',
  'Smith',
  'Taylor',
  'Müller',
  'Ivanova',
  'Rossi',
  'Haddad',
  'Evans',
];

// The offers that ran and ended, one name a month of the year: a café's seasonal coffee and
// pastry, and a travel agency's trip of the season.
const SEASONAL = {
  aromaCoffee: [
    'Hot Chocolate',
    'Honey Cappuccino',
    'Cortado',
    'Spanish Latte',
    'Flat White Tonic',
    'Cold Brew',
    'Freddo Espresso',
    'Frappé',
    'Affogato',
    'Chai Latte',
    'Pumpkin Spice Latte',
    'Gingerbread Latte',
  ],
  aromaPastry: [
    'Vasilopita Slice',
    'Loukoumades',
    'Flaounes',
    'Tsoureki',
    'Koulourakia',
    'Mahalepi',
    'Lemon Tart',
    'Daktyla',
    'Galaktoboureko',
    'Shamishi',
    'Pourekia',
    'Melomakarona',
  ],
  blueBay: [
    'Troodos Snow Day',
    'Akamas Jeep Safari',
    'Kourion Sunset Tour',
    'Easter in the Villages',
    'Blue Lagoon Boat Trip',
    'Ayia Napa Sea Caves Cruise',
    'Paphos Harbour Cruise',
    'Turtle Watch at Lara Bay',
    'Wine Harvest in Omodos',
    'Nicosia Old Town Walk',
    'Kykkos Monastery Tour',
    'Christmas Market Trip',
  ],
};

const COUNTER_ITEMS = {
  aroma: [
    ['Espresso', 250],
    ['Flat white', 350],
    ['Cappuccino', 380],
    ['Freddo espresso', 400],
    ['Butter croissant', 220],
    ['Halloumi toast', 650],
    ['Greek salad', 890],
    ['Cheesecake slice', 480],
    ['Coffee beans 250 g', 1250],
    ['Orange juice', 420],
  ],
  blueBay: [
    ['Booking fee', 1500],
    ['Seat upgrade', 4500],
    ['Luggage allowance', 3000],
    ['Travel guide', 1800],
    ['Travel insurance', 2400],
    ['Car hire, one day', 3900],
  ],
} as const;

const textArray = (values: readonly string[]) =>
  sql`(${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[])`;
const itemsOf = (key: keyof typeof COUNTER_ITEMS) =>
  sql`(select array_agg(i[1] order by n) as names, array_agg(i[2]::int order by n) as prices
    from jsonb_array_elements(${JSON.stringify(COUNTER_ITEMS[key])}::jsonb) with ordinality x(j, n),
    lateral (select array[j->>0, j->>1]) y(i))`;

// A working table of the seed's transaction, with statistics: without them the planner takes it
// for a few rows and joins it by nested loops.
export async function temp(db: Db, name: string, query: SQL) {
  await db.execute(sql`create temp table ${sql.identifier(name)} on commit drop as ${query}`);
  await db.execute(sql`analyze ${sql.identifier(name)}`);
}

async function run(db: Db, statement: SQL) {
  await db.execute(statement);
}

/**
 * The year's customers, the offers that ran and ended, their coupons, redemptions and scans,
 * the counter sales with their refunds, and the staff's sign-ins. Runs after the rest of the
 * demo (the offers it redeems, the staff who scan), in its transaction; the fold that follows
 * the seed adds it to the rollups and the commissions.
 */
export async function seedDemoYear(db: Db, merchants: { aroma: string; blueBay: string }) {
  // The businesses, their time zones and their today.
  await temp(
    db,
    'demo_business',
    sql`      select shape.*, m.id as merchant_id, coalesce(bs.timezone, 'Europe/Nicosia') as tz,
        (now() at time zone coalesce(bs.timezone, 'Europe/Nicosia'))::date as today
      from ${BUSINESS_SHAPE}
      join merchants m on m.id = case shape.key when 'aroma' then ${merchants.aroma}::uuid
        else ${merchants.blueBay}::uuid end
      left join business_settings bs on bs.merchant_id = m.id`,
  );
  await temp(
    db,
    'demo_day',
    sql`      select b.key, b.merchant_id, b.tz, n, (b.today - (${lit(DAYS)} - n))::date as day,
        -- Seasons peak in mid-January (the café's winter) and mid-July (the agency's summer).
        (b.weekday[extract(isodow from b.today - (${lit(DAYS)} - n))::int]
          * (1 + b.winter * cos(2 * pi() * (extract(doy from b.today - (${lit(DAYS)} - n)) - 15) / 365.25))
          * (1 + b.summer * exp(-power((extract(doy from b.today - (${lit(DAYS)} - n)) - 198) / 40.0, 2)))
          * (0.8 + 0.35 * n / ${lit(DAYS)})) as busy
      from demo_business b, generate_series(0, ${lit(DAYS)}) n`,
  );
  await temp(
    db,
    'demo_customer',
    sql`      select i, gen_random_uuid() as id,
        ${textArray(FIRST_NAMES)}[1 + i % ${lit(FIRST_NAMES.length)}] as first_name,
        ${textArray(LAST_NAMES)}[1 + (i / ${lit(FIRST_NAMES.length)} + i * 7) % ${lit(LAST_NAMES.length)}] as last_name
      from generate_series(0, ${lit(REGULARS + DAYS)}) i`,
  );
  await run(
    db,
    sql`insert into customers (id, first_name, last_name, email, phone, wallet_key_hash, tags, created_at, updated_at)
      select c.id, c.first_name, c.last_name,
        lower(translate(c.first_name || '.' || c.last_name, 'ü', 'u')) || '.' || c.i || '@customers.demo.test',
        '+3579' || lpad(((c.i * 7919) % 10000000)::text, 7, '0'),
        encode(sha256(convert_to('demo-year-' || c.i, 'UTF8')), 'base64'),
        case when c.i < ${lit(REGULARS)} then '{demo,regular}'::text[] else '{demo}'::text[] end,
        d.day - interval '1 day', d.day - interval '1 day'
      from demo_customer c
      join demo_day d on d.key = 'aroma' and d.n = greatest(c.i - ${lit(REGULARS)}, 0)`,
  );

  // Offers that ran for four weeks each, one after the other, and ended before the last month.
  await temp(
    db,
    'demo_offer',
    sql`      select b.key, b.merchant_id, w, slot, gen_random_uuid() as id,
        ((b.today - ${lit(RECENT_DAYS + WINDOW_DAYS - 1)} - ${lit(WINDOW_DAYS)} * w)::timestamp at time zone b.tz) as valid_from,
        ((b.today - ${lit(RECENT_DAYS - 1)} - ${lit(WINDOW_DAYS)} * w)::timestamp at time zone b.tz) as valid_until,
        extract(month from b.today - ${lit(RECENT_DAYS + WINDOW_DAYS - 1)} - ${lit(WINDOW_DAYS)} * w)::int as month
      from demo_business b, generate_series(0, ${lit(WINDOWS - 1)}) w,
        generate_series(0, case b.key when 'aroma' then 1 else 0 end) slot`,
  );
  await run(
    db,
    sql`insert into offers (id, merchant_id, title, description, retail_price, currency, status,
        valid_from, valid_until, created_at, updated_at)
      select o.id, o.merchant_id,
        case when o.key = 'blueBay' then ${textArray(SEASONAL.blueBay)}[o.month]
          when o.slot = 0 then ${textArray(SEASONAL.aromaCoffee)}[o.month]
          else ${textArray(SEASONAL.aromaPastry)}[o.month] end
          || ' · ' || to_char(o.valid_from at time zone b.tz, 'FMDD Mon YYYY'),
        case when o.key = 'blueBay' then 'The trip of the season, while it lasts.'
          when o.slot = 0 then 'This month''s coffee, any size.' else 'Fresh from our oven this month.' end,
        case when o.key = 'blueBay' then 3500 + 500 * (o.month % 9) when o.slot = 0 then 380 + 20 * (o.month % 5)
          else 300 + 30 * (o.month % 6) end,
        'EUR', 'approved', o.valid_from, o.valid_until,
        o.valid_from - interval '5 days', o.valid_from - interval '5 days'
      from demo_offer o join demo_business b on b.key = o.key`,
  );

  // Every visit: a day's first is a new customer, the rest returning ones (a third of them
  // regulars). Past the visits, coupons taken and never redeemed.
  await temp(
    db,
    'demo_visit',
    sql`      select d.key, d.merchant_id, d.n, k, k <= v.visits as redeemed, gen_random_uuid() as coupon_id,
        (d.day + make_interval(hours => b.hours[1 + floor(${draw(`'h' || d.key || d.n || '.' || k`)} * array_length(b.hours, 1))::int],
          mins => floor(${draw(`'m' || d.key || d.n || '.' || k`)} * 60)::int,
          secs => floor(${draw(`'s' || d.key || d.n || '.' || k`)} * 60)::int))::timestamp at time zone d.tz as at,
        case when k = 1 then ${lit(REGULARS)} + d.n
          when ${draw(`'r' || d.key || d.n || '.' || k`)} < 0.35 then floor(${draw(`'c' || d.key || d.n || '.' || k`)} * ${lit(REGULARS)})::int
          else floor(${draw(`'c' || d.key || d.n || '.' || k`)} * (${lit(REGULARS)} + d.n))::int end as customer,
        ${draw(`'o' || d.key || d.n || '.' || k`)} as pick,
        ${draw(`'t' || d.key || d.n || '.' || k`)} as lead
      from demo_day d join demo_business b on b.key = d.key,
        lateral (select greatest(1, round(b.visits * d.busy * (0.7 + 0.6 * ${draw(`'v' || d.key || d.n`)})))::int as visits) v,
        lateral generate_series(1, v.visits + ceil(v.visits * 0.3)::int) k`,
  );
  await run(db, sql`delete from demo_visit where at > now()`);
  await temp(
    db,
    'demo_staff',
    sql`      select m.merchant_id, m.employee_id,
        row_number() over (partition by m.merchant_id order by e.email) - 1 as idx,
        count(*) over (partition by m.merchant_id) as size
      from memberships m join employees e on e.id = m.employee_id
      where m.status = 'active' and m.merchant_id in (select merchant_id from demo_business)
        and exists (select 1 from membership_roles r where r.membership_id = m.id
          and r.role_id in ('CASHIER', 'SALES', 'EXECUTIVE'))`,
  );
  // The offer each visit took: the one running that day, or one of the demo's own in the last month
  // (those open to anyone, without a limit). A customer holds one coupon of an offer: a second
  // visit for the same offer is dropped, the day's first visit kept.
  await temp(
    db,
    'demo_coupon',
    sql`      select distinct on (o.offer_id, c.id) v.*, c.id as customer_id, o.offer_id, o.name, o.price,
        o.valid_from, o.valid_until
      from demo_visit v
      join demo_customer c on c.i = v.customer
      join demo_business b on b.key = v.key,
      lateral (
        select x.id as offer_id, x.title as name, x.retail_price as price, x.valid_from, x.valid_until
        from (
          select f.*, row_number() over (order by f.created_at, f.title) - 1 as slot, count(*) over () as slots
          from offers f
          where f.merchant_id = v.merchant_id and f.status = 'approved'
            and case when v.n > ${lit(DAYS - RECENT_DAYS)}
              then f.quantity_available is null and f.valid_until > now()
                and f.valid_from <= (b.today - ${lit(RECENT_DAYS - 1)})::timestamp at time zone b.tz
                and not exists (select 1 from offer_member_tiers t where t.offer_id = f.id)
              else f.id in (select id from demo_offer o where o.key = v.key and o.w = (${lit(DAYS - RECENT_DAYS)} - v.n) / ${lit(WINDOW_DAYS)})
            end
        ) x
        where x.slot = floor(v.pick * x.slots)
      ) o
      order by o.offer_id, c.id, v.k = 1 desc, v.redeemed desc, v.at`,
  );
  await run(
    db,
    sql`insert into coupons (id, offer_id, customer_id, merchant_id, name, retail_price, currency,
        redeemed, redeemed_at, redeemed_by, expires_at, created_at)
      select c.coupon_id, c.offer_id, c.customer_id, c.merchant_id, c.name, c.price, 'EUR',
        c.redeemed, case when c.redeemed then c.at end, case when c.redeemed then s.employee_id end,
        case when c.valid_until < now() then c.valid_until else c.at + interval '60 days' end,
        greatest(c.valid_from, c.at - c.lead * interval '6 days')
      from demo_coupon c
      join demo_staff s on s.merchant_id = c.merchant_id and s.idx = (c.n * 31 + c.k) % s.size`,
  );
  await run(
    db,
    sql`update offers o set taken = o.taken + t.taken
      from (select offer_id, count(*)::int as taken from demo_coupon group by offer_id) t
      where o.id = t.offer_id`,
  );
  await run(
    db,
    sql`insert into sales (merchant_id, coupon_id, customer_id, employee_id, amount, currency, kind, created_at)
      select c.merchant_id, c.id, c.customer_id, c.redeemed_by, c.retail_price, c.currency, 'redemption', c.redeemed_at
      from coupons c join demo_coupon d on d.coupon_id = c.id
      where c.redeemed`,
  );
  // The scanner's history: every redemption, a few coupons shown again after it, a few QR codes
  // shown after they had expired on the phone.
  await run(
    db,
    sql`insert into scans (merchant_id, employee_id, coupon_id, customer_id, outcome, created_at)
      select c.merchant_id, c.redeemed_by, c.id, c.customer_id, x.outcome, x.at
      from coupons c join demo_coupon d on d.coupon_id = c.id,
      lateral (values ('COUPON_REDEEMED', c.redeemed_at),
          (case when ${draw(`'a' || d.coupon_id`)} < 0.06 then 'ALREADY_REDEEMED' end, c.redeemed_at + interval '2 minutes'),
          (case when ${draw(`'e' || d.coupon_id`)} < 0.04 then 'EXPIRED_TOKEN' end, c.redeemed_at - interval '90 seconds')
      ) x(outcome, at)
      where c.redeemed and x.outcome is not null and x.at <= now()`,
  );

  // Counter sales of one to three lines, in every payment method, half of them at a store.
  await temp(
    db,
    'demo_counter',
    sql`      select d.key, d.merchant_id, d.n, k, gen_random_uuid() as id,
        (d.day + make_interval(hours => b.hours[1 + floor(${draw(`'H' || d.key || d.n || '.' || k`)} * array_length(b.hours, 1))::int],
          mins => floor(${draw(`'M' || d.key || d.n || '.' || k`)} * 60)::int))::timestamp at time zone d.tz as at,
        ${textArray(PAYMENT_METHODS)}[1 + floor(${draw(`'P' || d.key || d.n || '.' || k`)} * ${lit(PAYMENT_METHODS.length)})::int] as method,
        ${draw(`'S' || d.key || d.n || '.' || k`)} as store_pick,
        ${draw(`'R' || d.key || d.n || '.' || k`)} as refund_pick
      from demo_day d join demo_business b on b.key = d.key,
        lateral generate_series(1, greatest(1, round(b.counter * d.busy * (0.6 + 0.8 * ${draw(`'C' || d.key || d.n`)})))::int) k`,
  );
  await run(db, sql`delete from demo_counter where at > now()`);
  await temp(
    db,
    'demo_counter_line',
    sql`      select c.id as sale_id, c.merchant_id, p - 1 as position, i.names[x.item] as description,
        i.prices[x.item] as unit_amount, 1 + floor(power(${draw(`'Q' || c.id || p`)}, 2) * 3)::int as quantity
      from demo_counter c,
        lateral (select * from ${itemsOf('aroma')} ia where c.key = 'aroma'
          union all select * from ${itemsOf('blueBay')} ib where c.key = 'blueBay') i,
        lateral generate_series(1, 1 + floor(${draw(`'L' || c.key || c.n || '.' || c.k`)} * 3)::int) p,
        lateral (select 1 + floor(${draw(`'I' || c.key || c.n || '.' || c.k || '.' || p`)} * array_length(i.names, 1))::int as item) x`,
  );
  await run(
    db,
    sql`insert into sales (id, merchant_id, employee_id, store_id, amount, currency, kind, payment_method, created_at)
      select c.id, c.merchant_id, s.employee_id, st.id, l.amount, 'EUR', 'counter', c.method, c.at
      from demo_counter c
      join (select sale_id, sum(quantity * unit_amount) as amount from demo_counter_line group by sale_id) l
        on l.sale_id = c.id
      join demo_staff s on s.merchant_id = c.merchant_id and s.idx = (c.n * 17 + c.k) % s.size
      left join lateral (select x.id from stores x where x.merchant_id = c.merchant_id and c.store_pick < 0.5
        order by x.name offset floor(c.store_pick * 2 * (select count(*) from stores y
          where y.merchant_id = c.merchant_id)) limit 1) st on true`,
  );
  await run(
    db,
    sql`insert into sale_lines (sale_id, merchant_id, description, quantity, unit_amount, amount, position)
      select sale_id, merchant_id, description, quantity, unit_amount, quantity * unit_amount, position
      from demo_counter_line`,
  );
  // One sale in thirty refunded in full, one in twenty in part, within the next day or so.
  await run(
    db,
    sql`insert into sales (merchant_id, employee_id, store_id, amount, currency, kind, payment_method,
        refund_of, reason, created_at)
      select s.merchant_id, s.employee_id, s.store_id,
        -case when c.refund_pick < 0.033 then s.amount else greatest(1, s.amount / 2) end,
        s.currency, 'refund', s.payment_method, s.id,
        case when c.refund_pick < 0.033 then 'Order cancelled' else 'Item returned' end,
        s.created_at + (1 + 30 * c.refund_pick) * interval '1 hour'
      from demo_counter c join sales s on s.id = c.id
      where c.refund_pick < 0.083 and s.created_at + (1 + 30 * c.refund_pick) * interval '1 hour' <= now()`,
  );

  // Staff signing in to their business: most working days, some weekends.
  await run(
    db,
    sql`insert into refresh_tokens (family_id, employee_id, merchant_id, token_hash, expires_at, used_at,
        revoked_at, created_at)
      select gen_random_uuid(), m.employee_id, m.merchant_id,
        encode(sha256(convert_to('demo-year-session ' || m.id || ' ' || d.n, 'UTF8')), 'base64'),
        x.at + interval '14 days', x.at + interval '1 hour', x.at + interval '9 hours', x.at
      from memberships m
      join demo_day d on d.key = 'aroma' and d.n < ${lit(DAYS)},
      lateral (select (d.day + make_interval(hours => 7 + floor(${draw(`'W' || m.id || d.n`)} * 3)::int,
          mins => floor(${draw(`'w' || m.id || d.n`)} * 60)::int))::timestamp at time zone d.tz as at) x
      where m.status = 'active'
        and ${draw(`'D' || m.id || d.n`)} < case when extract(isodow from d.day) > 5 then 0.15 else 0.5 end`,
  );
}
