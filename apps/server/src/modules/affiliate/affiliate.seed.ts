import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { approveDueCommissions } from './commission.service';

const DAY = 86_400_000;

/**
 * A small network before the demo's sales are written, so that those sales earn commissions as
 * live ones do: Marios Georgiou (first level) with Eleni Charalambous under him, who referred
 * Aroma Cafe; Limassol Partners Ltd (first level) who brings customers; Kostas Ioannou, pending.
 */
export async function seedDemoAffiliates(db: Db, merchants: { aroma: string }) {
  const insert = async (values: {
    kind: string;
    name: string;
    email: string;
    code: string;
    status: string;
    parentId?: string;
  }) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`insert into affiliates (kind, name, email, code, status, parent_id, created_at)
        values (${values.kind}, ${values.name}, ${values.email}, ${values.code}, ${values.status},
          ${values.parentId ?? null}, ${new Date(Date.now() - 120 * DAY).toISOString()}) returning id`),
    )[0]!.id;
  const marios = await insert({
    kind: 'person',
    name: 'Marios Georgiou',
    email: 'marios@affiliates.demo.test',
    code: 'MARIOS24',
    status: 'active',
  });
  const eleni = await insert({
    kind: 'person',
    name: 'Eleni Charalambous',
    email: 'eleni@affiliates.demo.test',
    code: 'ELENI24',
    status: 'active',
    parentId: marios,
  });
  const partners = await insert({
    kind: 'business',
    name: 'Limassol Partners Ltd',
    email: 'office@limassolpartners.demo.test',
    code: 'LIMASSOL',
    status: 'active',
  });
  await insert({
    kind: 'person',
    name: 'Kostas Ioannou',
    email: 'kostas@affiliates.demo.test',
    code: 'KOSTAS25',
    status: 'pending',
  });
  await db.execute(sql`insert into affiliate_attributions (subject_kind, subject_id, affiliate_id, created_at)
    values ('business', ${merchants.aroma}, ${eleni}, ${new Date(Date.now() - 90 * DAY).toISOString()})`);
  await db.execute(sql`insert into commission_rules (name, scope, kind, rate_bp, currency, level2_rate_bp,
      cap_minor, duration_months, hold_days, state)
    values ('Referred businesses: 5 %, 1 % to the parent', 'business', 'percent', 500, 'EUR', 100, 5000, 12, 14, 'active'),
      ('Referred customers: 0.50 per sale', 'customer', 'fixed', 0, 'EUR', 0, null, null, 14, 'active'),
      ('Referred businesses: 8 % from 1,000 a month', 'business', 'percent', 500, 'EUR', 100, null, 12, 14, 'draft')`);
  await db.execute(sql`update commission_rules set tiers = '[{"fromMinor":0,"rateBp":500},{"fromMinor":100000,"rateBp":800}]'
    where state = 'draft'`);
  await db.execute(sql`update commission_rules set fixed_minor = 50 where kind = 'fixed'`);
  return { marios, eleni, partners };
}

/**
 * After the demo's sales: a few customers brought by Limassol Partners; the commissions whose hold
 * is over approved (as the job would have), the oldest paid in one payout, one rejected.
 */
export async function seedDemoCommissionStates(
  db: Db,
  ids: { partners: string; eleni: string; adminId: string },
) {
  await db.execute(sql`insert into affiliate_attributions (subject_kind, subject_id, affiliate_id)
    select 'customer', id, ${ids.partners} from customers order by email limit 3`);
  await approveDueCommissions(db, new Date());
  const rejected = rowsOf<{ id: string }>(
    await db.execute(sql`select id from commissions where status = 'pending' and reverses is null
      order by created_at limit 1`),
  )[0];
  if (rejected)
    await db.execute(sql`update commissions set status = 'rejected', decided_at = now()
      where id = ${rejected.id} or (reverses = ${rejected.id} and status = 'pending')`);
  const cutoff = new Date(Date.now() - 28 * DAY);
  const [payout] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into affiliate_payouts (affiliate_id, currency, period_from, period_to,
        total_minor, status, method, reference, approved_at, paid_at, created_by)
      values (${ids.eleni}, 'EUR', ${new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10)}::date,
        ${cutoff.toISOString().slice(0, 10)}::date, 1, 'paid', 'Bank transfer', 'DEMO-PAYOUT-001',
        now(), now(), ${ids.adminId}) returning id`),
  );
  const paid = rowsOf<{ amount_minor: number }>(
    await db.execute(sql`update commissions set payout_id = ${payout!.id}, status = 'paid'
      where affiliate_id = ${ids.eleni} and status = 'approved' and payout_id is null
        and created_at < ${cutoff.toISOString()} returning amount_minor`),
  );
  const total = paid.reduce((sum, c) => sum + Number(c.amount_minor), 0);
  if (total > 0)
    await db.execute(
      sql`update affiliate_payouts set total_minor = ${total} where id = ${payout!.id}`,
    );
  else {
    await db.execute(sql`update commissions set payout_id = null, status = 'approved'
      where payout_id = ${payout!.id}`);
    await db.execute(sql`delete from affiliate_payouts where id = ${payout!.id}`);
  }
}
