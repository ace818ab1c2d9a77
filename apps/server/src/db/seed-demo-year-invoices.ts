import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import type { Db } from './client';
import { draw, lit, temp } from './seed-demo-year';

// A year of each merchant's invoices (decision record 035): one every five days, posted on the
// day it was issued and numbered in that year's series, most paid within weeks, some in part,
// some never (overdue). Runs before the demo's own invoices, which are posted today and take
// the numbers after these. Set-based: drafts and lines first, then one UPDATE posts them all
// (the posting trigger allows a draft to become posted; a posted one is frozen).

const INVOICES = 72;
const EVERY_DAYS = 5;
const FIRST_DAYS_AGO = 20;

// What each merchant bills its business customers: [description, quantity, unit price, VAT bp].
const LINES = {
  aroma: [
    ['Office coffee service, monthly', 1, 18_000, 1900],
    ['Pastry platter (24 pieces)', 2, 3_600, 900],
    ['Barista workshop seat', 3, 4_500, 1900],
    ['Catering for a meeting', 1, 24_000, 900],
  ],
  blueBay: [
    ['Airport transfer, Larnaca to Limassol', 2, 6_500, 900],
    ['Island day tour', 4, 8_900, 900],
    ['Travel insurance', 1, 2_400, 0],
    ['Group excursion', 1, 42_000, 900],
  ],
} as const;

const merchantParty =
  sql.raw(`jsonb_build_object('name', coalesce(nullif(m.company_name, ''), m.name),
  'legalName', m.company_legal_name, 'taxId', m.tin_or_vat, 'email', m.company_email,
  'phone', m.company_phone, 'address', m.company_address, 'city', m.company_city,
  'postalCode', m.company_postal_code, 'country', m.company_country)`);

export async function seedDemoYearInvoices(
  db: Db,
  ids: {
    merchants: { aroma: string; blueBay: string };
    employees: { aroma: string; blueBay: string };
  },
) {
  // Each merchant's invoices: to the other merchant every third time, else to one of the
  // demo customers who hold its coupons.
  await temp(
    db,
    'demo_invoice',
    sql`    select b.key, b.merchant_id, b.employee_id, b.other, i, gen_random_uuid() as id, tz, today,
      (today - (${lit(FIRST_DAYS_AGO)} + ${lit(EVERY_DAYS)} * i))::date as issue_date,
      case when i % 3 <> 2 then (select c.id from (select distinct cu.id, cu.email from coupons co
          join customers cu on cu.id = co.customer_id where co.merchant_id = b.merchant_id) c
        order by c.email offset i % 4 limit 1) end as customer_id,
      ${draw(`'pay' || b.key || i`)} as pay
    from (values ('aroma', ${ids.merchants.aroma}::uuid, ${ids.employees.aroma}::uuid, ${ids.merchants.blueBay}::uuid),
        ('blueBay', ${ids.merchants.blueBay}::uuid, ${ids.employees.blueBay}::uuid, ${ids.merchants.aroma}::uuid))
      b(key, merchant_id, employee_id, other)
    left join business_settings bs on bs.merchant_id = b.merchant_id,
    lateral (select coalesce(bs.timezone, 'Europe/Nicosia') as tz) z,
    lateral (select (now() at time zone z.tz)::date as today) t,
    generate_series(0, ${lit(INVOICES - 1)}) i`,
  );
  await db.execute(sql`insert into invoices (id, merchant_id, kind, status, recipient_customer_id,
      recipient_merchant_id, language, currency, issue_date, due_date, created_by, created_at, updated_at)
    select id, merchant_id, 'invoice', 'draft', customer_id, case when customer_id is null then other end,
      'en', 'EUR', issue_date, issue_date + 30, employee_id,
      (issue_date + time '09:00') at time zone tz, (issue_date + time '09:00') at time zone tz
    from demo_invoice`);
  await db.execute(sql`insert into invoice_lines (invoice_id, position, description, quantity,
      unit_price, discount, vat_rate, net, vat, total)
    select d.id, p, l.description, l.quantity, l.unit_price, 0, l.vat_rate, l.net,
      (l.net * l.vat_rate + 5000) / 10000, l.net + (l.net * l.vat_rate + 5000) / 10000
    from demo_invoice d,
      generate_series(0, d.i % 3) p,
      lateral (select j->>0 as description, (j->>1)::int as quantity, (j->>2)::bigint as unit_price,
          (j->>3)::int as vat_rate, (j->>1)::int * (j->>2)::bigint as net
        from jsonb_array_elements(case d.key when 'aroma' then ${JSON.stringify(LINES.aroma)}::jsonb
          else ${JSON.stringify(LINES.blueBay)}::jsonb end) with ordinality x(j, n)
        where n = 1 + (d.i + p) % 4) l`);
  // Numbers of a year in the order of posting, after any the year already has.
  await db.execute(sql`update invoices v set status = 'posted', series = 'INV', year = n.year, seq = n.seq,
      number = 'INV-' || n.year || '-' || lpad(n.seq::text, 6, '0'),
      issuer = ${merchantParty},
      recipient = case when v.recipient_customer_id is null
        then (select ${merchantParty} from merchants m where m.id = v.recipient_merchant_id)
        else (select jsonb_build_object('name', c.first_name || ' ' || c.last_name, 'legalName', null,
          'taxId', null, 'email', c.email, 'phone', c.phone, 'address', null, 'city', null,
          'postalCode', null, 'country', null) from customers c where c.id = v.recipient_customer_id) end,
      subtotal = t.net, vat_total = t.vat, total = t.net + t.vat,
      posted_at = v.created_at + interval '1 hour', posted_by = v.created_by, updated_at = v.created_at + interval '1 hour'
    from (select d.id, extract(year from d.issue_date)::int as year,
        coalesce((select c.last from document_counters c where c.merchant_id = d.merchant_id
          and c.series = 'INV' and c.year = extract(year from d.issue_date)), 0)
          + row_number() over (partition by d.merchant_id, extract(year from d.issue_date) order by d.issue_date, d.i)::int as seq
      from demo_invoice d) n,
      (select invoice_id, sum(net)::bigint as net, sum(vat)::bigint as vat from invoice_lines
        where invoice_id in (select id from demo_invoice) group by invoice_id) t,
      merchants m
    where v.id = n.id and t.invoice_id = v.id and m.id = v.merchant_id`);
  await db.execute(sql`insert into document_counters (merchant_id, series, year, last)
    select merchant_id, 'INV', year, max(seq) from invoices where id in (select id from demo_invoice)
    group by merchant_id, year
    on conflict (merchant_id, series, year) do update set last = excluded.last`);
  // Older ones mostly paid within weeks, one in ten in part, one in ten never; the last weeks'
  // fewer, some not due yet.
  await db.execute(sql`insert into invoice_payments (invoice_id, merchant_id, amount, method, paid_on,
      reference, created_by, created_at)
    select v.id, v.merchant_id, x.amount, x.method, x.paid_on,
      case when x.method = 'Bank Transfer' then 'TRX-' || replace(v.number, '-', '') end,
      v.created_by, (x.paid_on + time '11:00') at time zone d.tz
    from demo_invoice d join invoices v on v.id = d.id,
    lateral (select
        case when d.pay < case when d.issue_date < d.today - 45 then 0.8 else 0.4 end then v.total
          when d.issue_date < d.today - 45 and d.pay < 0.9 then v.total / 3 end as amount,
        (${`{${PAYMENT_METHODS.map((m) => `"${m}"`).join(',')}}`}::text[])[1 + d.i % ${lit(PAYMENT_METHODS.length)}] as method,
        least(d.today, d.issue_date + 5 + floor(d.pay * 30)::int) as paid_on) x
    where x.amount is not null`);
  await db.execute(sql`insert into invoice_events (invoice_id, event, detail, employee_id, at)
    select v.id, e.event, e.detail, v.created_by, e.at
    from invoices v,
    lateral (values ('created', '{}'::jsonb, v.created_at),
      ('posted', jsonb_build_object('number', v.number), v.posted_at)) e(event, detail, at)
    where v.id in (select id from demo_invoice)
    union all
    select p.invoice_id, 'paymentRecorded', jsonb_build_object('amountMinor', p.amount, 'method', p.method),
      p.created_by, p.created_at
    from invoice_payments p where p.invoice_id in (select id from demo_invoice)`);
}
