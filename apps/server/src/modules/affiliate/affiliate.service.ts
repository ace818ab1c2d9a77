import type { AffiliateKind, AffiliateStatus } from '@back-office/domain/affiliates';
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REFERRAL_CODE } from '@back-office/domain/affiliates';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import {
  affiliateFilterSchema,
  affiliateInputSchema,
} from '@back-office/domain/schemas/affiliates';
import type { Db } from '../../db/client';
import { whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { cursorPart, decodeCursor, likePattern, pageArgs, pageOf } from '../../graphql/pagination';
import { pgConstraint } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { type MessageKey } from '@back-office/domain/message-keys';
import { messageOf } from '../../graphql/result-message';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface AffiliateRow {
  id: string;
  kind: AffiliateKind;
  name: string;
  email: string;
  code: string;
  status: AffiliateStatus;
  parent_id: string | null;
  parent_name: string | null;
  created_at: string;
  businesses: number;
  customers: number;
  earned: number;
  paid: number;
}

// The referral counts from one scan of the affiliate's attributions; the earned and paid sums from
// its rows of the commission totals (migration 0033), a few whatever the number of commissions.
const AFFILIATE_SELECT = sql`
  select a.id, a.kind, a.name, a.email, a.code, a.status, a.parent_id, p.name as parent_name,
    a.created_at, r.businesses, r.customers, e.earned, e.paid
  from affiliates a left join affiliates p on p.id = a.parent_id
  cross join lateral (select
      count(*) filter (where t.subject_kind = 'business')::int as businesses,
      count(*) filter (where t.subject_kind = 'customer')::int as customers
    from affiliate_attributions t where t.affiliate_id = a.id) r
  cross join lateral (select
      coalesce(sum(c.total_minor) filter (where c.status <> 'rejected'), 0)::bigint as earned,
      coalesce(sum(c.total_minor) filter (where c.status = 'paid'), 0)::bigint as paid
    from commission_totals_affiliate c where c.affiliate_id = a.id) e`;

function affiliateView(row: AffiliateRow) {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    code: row.code,
    status: row.status,
    parentId: row.parent_id,
    parentName: row.parent_name,
    referredBusinesses: Number(row.businesses),
    referredCustomers: Number(row.customers),
    earnedMinor: Number(row.earned),
    paidMinor: Number(row.paid),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
export type AffiliateView = ReturnType<typeof affiliateView>;

async function affiliateById(db: Db | Tx, id: string): Promise<AffiliateView | null> {
  const rows = rowsOf<AffiliateRow>(await db.execute(sql`${AFFILIATE_SELECT} where a.id = ${id}`));
  return rows[0] ? affiliateView(rows[0]) : null;
}

const listArgs = z.object({ filter: affiliateFilterSchema.nullish(), ...pageArgs });

// A search first reads this many pages' worth of rows in name order before it turns to the
// trigram indexes: a page of matches when at least one row in this many matches.
const SEARCH_WALK_PAGES = 5;

/**
 * Affiliates by name, a page at a time, from the (name, id) index, or the (parent, name, id) one
 * for a level of the network; a search finds text inside names, emails and codes, from that
 * index when its matches are dense, through the trigram index of their lower-cased text otherwise.
 */
export async function listAffiliates(ctx: GraphQLContext, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [cursorPart.text, cursorPart.uuid]);
  const conditions: SQL[] = [];
  if (filter?.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter?.parentId) conditions.push(sql`a.parent_id = ${filter.parentId}`);
  if (filter?.rootsOnly) conditions.push(sql`a.parent_id is null`);
  if (cursor) conditions.push(sql`(a.name, a.id) > (${cursor[0]}, ${cursor[1]}::uuid)`);
  const limitRows = integerLiteral(limit + 1);
  let rows: AffiliateRow[];
  if (filter?.search) {
    // As name, email or code ILIKE the pattern, which lower-cases both sides the same way, but one
    // LIKE on text lower-cased when written: a common name's thousands of matches cost half.
    const match = sql`a.search like lower(${likePattern(filter.search)})`;
    const walk = integerLiteral(SEARCH_WALK_PAGES * (limit + 1));
    // First the next rows in name order from the index, the search as a filter: a page when its
    // matches are dense after the cursor (a common first name, past its first page). Otherwise
    // (the walk found too few and did not reach the end) every match from the trigram index, then
    // their page by name: the walk alone would read every name before a common first name's
    // matches, which are all together in name order. The gate is an uncorrelated condition, so
    // PostgreSQL runs the trigram scan only when the walk did not decide. The matches go straight
    // into a top-N sort (the subquery keeps the name index from serving that order): kept in a
    // materialized CTE first, "maria"'s 12,500 matches took 7.0 ms a statement, against 5.5 ms
    // (pgbench, one client, both prepared). Prepared, as the other lists are, the pattern a
    // parameter: planning it took about 2 ms more.
    rows = await queryPreparedSql<AffiliateRow>(
      ctx.db,
      'affiliate-search',
      sql`with walked as materialized (
          select a.id, a.name, ${match} as hit from affiliates a ${whereOf(conditions)}
          order by a.name, a.id limit ${walk}),
        found as (select id, name from walked where hit order by name, id limit ${limitRows}),
        decided as (select (select count(*) from found) = ${limitRows}
          or (select count(*) from walked) < ${walk} as done),
        page as (select id from found where (select done from decided)
          union all (select id from (select a.id, a.name from affiliates a
              ${whereOf([...conditions, match, sql`not (select done from decided)`])} offset 0) m
            order by name, id limit ${limitRows}))
        ${AFFILIATE_SELECT} where a.id in (select id from page) order by a.name, a.id`,
    );
  } else
    rows = await queryPreparedSql<AffiliateRow>(
      ctx.db,
      'affiliate-list',
      sql`${AFFILIATE_SELECT} ${whereOf(conditions)} order by a.name, a.id limit ${limitRows}`,
    );
  const page = pageOf(rows, limit, (r) => [r.name, r.id]);
  return {
    items: page.items.map(affiliateView),
    endCursor: page.endCursor,
    hasNextPage: page.hasNextPage,
  };
}

export async function getAffiliate(ctx: GraphQLContext, args: { id: string }) {
  return isUuid(args.id) ? affiliateById(ctx.db, args.id) : null;
}

/** The businesses and customers an affiliate brought, newest first. */
export async function referralsOf(ctx: GraphQLContext, args: { affiliateId: string }) {
  if (!isUuid(args.affiliateId)) return [];
  const affiliateId = args.affiliateId;
  const db = ctx.db;
  const rows = rowsOf<{ kind: string; id: string; name: string | null; created_at: string }>(
    await db.execute(sql`
      select t.subject_kind as kind, t.subject_id as id, t.created_at,
        coalesce(m.name, c.first_name || ' ' || c.last_name) as name
      from affiliate_attributions t
      left join merchants m on t.subject_kind = 'business' and m.id = t.subject_id
      left join customers c on t.subject_kind = 'customer' and c.id = t.subject_id
      where t.affiliate_id = ${affiliateId}
      order by t.created_at desc, t.subject_id limit 200`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name ?? '',
    attributedAt: new Date(r.created_at).toISOString(),
  }));
}

function codeFrom(name: string): string {
  const letters = name
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 6)
    .padEnd(4, 'X');
  return `${letters}${randomInt(100, 1000)}`;
}

/**
 * Refuses a parent that would make the network deeper than two levels or a cycle. Runs with the
 * affiliate and its parent locked (in id order), so two edits cannot each pass and together fail.
 */
async function checkParent(tx: Tx, affiliateId: string | null, parentId: string | null) {
  if (!parentId) return;
  if (parentId === affiliateId) badUserInput('parentIsOwn', { parentId: 'parentIsOwn' });
  const ids = [parentId, ...(affiliateId ? [affiliateId] : [])].sort();
  const locked = rowsOf<{ id: string; parent_id: string | null }>(
    await tx.execute(sql`select id, parent_id from affiliates
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id for update`),
  );
  const parent = locked.find((r) => r.id === parentId);
  if (!parent)
    badUserInput('parentNotFound', {
      parentId: 'parentNotFound',
    });
  if (affiliateId && parent!.parent_id === affiliateId)
    badUserInput('networkCycle', { parentId: 'networkCycle' });
  if (parent!.parent_id)
    badUserInput('networkTooDeep', {
      parentId: 'networkTooDeep',
    });
  if (affiliateId) {
    const children = rowsOf(
      await tx.execute(sql`select 1 from affiliates where parent_id = ${affiliateId} limit 1`),
    );
    if (children.length)
      badUserInput('networkTooDeep', {
        parentId: 'networkTooDeep',
      });
  }
}

async function saved(ctx: GraphQLContext, write: (tx: Tx) => Promise<string>, message: MessageKey) {
  try {
    const id = await ctx.db.transaction(write);
    return { success: true, ...messageOf(message), affiliate: await affiliateById(ctx.db, id) };
  } catch (error) {
    const constraint = pgConstraint(error);
    if (constraint === 'affiliates_email_key')
      return badUserInput('affiliateEmailTaken', {
        email: 'affiliateEmailTaken',
      });
    if (constraint === 'affiliates_code_key')
      return badUserInput('codeTaken', { code: 'codeTaken' });
    throw error;
  }
}

/** A new affiliate, pending approval. */
export async function inviteAffiliate(ctx: GraphQLContext, args: { input: unknown }) {
  const input = parseArgs(affiliateInputSchema, args.input);
  return saved(
    ctx,
    async (tx) => {
      await checkParent(tx, null, input.parentId);
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into affiliates (kind, name, email, code, parent_id)
          values (${input.kind}, ${input.name}, ${input.email}, ${input.code ?? codeFrom(input.name)},
            ${input.parentId}) returning id`),
      );
      return rows[0]!.id;
    },
    'affiliateInvited',
  );
}

export async function updateAffiliate(ctx: GraphQLContext, args: { id: string; input: unknown }) {
  const input = parseArgs(affiliateInputSchema, args.input);
  if (!isUuid(args.id)) return badUserInput('affiliateNotFound');
  return saved(
    ctx,
    async (tx) => {
      await checkParent(tx, args.id, input.parentId);
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`update affiliates set kind = ${input.kind}, name = ${input.name},
            email = ${input.email}, code = coalesce(${input.code}, code), parent_id = ${input.parentId}
          where id = ${args.id} returning id`),
      );
      if (!rows[0]) badUserInput('affiliateNotFound');
      return rows[0]!.id;
    },
    'affiliateSaved',
  );
}

async function moveStatus(
  ctx: GraphQLContext,
  id: string,
  from: string[],
  to: string,
  refusal: MessageKey,
  message: MessageKey,
) {
  if (!isUuid(id)) return badUserInput('affiliateNotFound');
  const rows = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`update affiliates set status = ${to}
      where id = ${id} and status in (${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}) returning id`),
  );
  if (!rows[0]) {
    const exists = await affiliateById(ctx.db, id);
    return badUserInput(exists ? refusal : 'affiliateNotFound');
  }
  return { success: true, ...messageOf(message), affiliate: await affiliateById(ctx.db, id) };
}

export const approveAffiliate = (ctx: GraphQLContext, args: { id: string }) =>
  moveStatus(
    ctx,
    args.id,
    ['pending', 'suspended'],
    'active',
    'affiliateNotPending',
    'affiliateApproved',
  );

export const suspendAffiliate = (ctx: GraphQLContext, args: { id: string }) =>
  moveStatus(ctx, args.id, ['active'], 'suspended', 'affiliateNotActive', 'affiliateSuspended');

/** A customer arriving through an affiliate's link (a wallet opened, an offer taken). */
export async function attributeCustomer(
  db: Db,
  customer: { id: string; email: string },
  referralCode: unknown,
): Promise<Attribution | null> {
  if (typeof referralCode !== 'string' || referralCode.length > 100) return null;
  return attribute(
    db,
    { kind: 'customer', id: customer.id, emails: [customer.email] },
    referralCode,
  );
}

export type Attribution =
  'ATTRIBUTED' | 'REFERRAL_UNKNOWN' | 'SELF_REFERRAL' | 'ALREADY_ATTRIBUTED';

/**
 * Attributes a business or a customer to the active affiliate whose code it arrived with, once:
 * the first code wins (the attribution's unique key), an unknown or suspended code attributes
 * nothing, and an affiliate never refers itself (the same email).
 */
export async function attribute(
  db: Db | Tx,
  subject: { kind: 'business' | 'customer'; id: string; emails: (string | null)[] },
  rawCode: string | null | undefined,
): Promise<Attribution | null> {
  if (!rawCode) return null;
  const code = rawCode.trim().toUpperCase();
  if (!REFERRAL_CODE.test(code)) return 'REFERRAL_UNKNOWN';
  const [affiliate] = rowsOf<{ id: string; email: string }>(
    await db.execute(
      sql`select id, email from affiliates where code = ${code} and status = 'active'`,
    ),
  );
  if (!affiliate) return 'REFERRAL_UNKNOWN';
  const emails = subject.emails.filter(Boolean).map((e) => e!.toLowerCase());
  if (emails.includes(affiliate.email.toLowerCase())) return 'SELF_REFERRAL';
  const inserted = rowsOf(
    await db.execute(sql`insert into affiliate_attributions (subject_kind, subject_id, affiliate_id)
      values (${subject.kind}, ${subject.id}, ${affiliate.id}) on conflict do nothing returning subject_id`),
  );
  return inserted.length ? 'ATTRIBUTED' : 'ALREADY_ATTRIBUTED';
}
