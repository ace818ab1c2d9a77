import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { merchants } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, likePattern, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';

const listArgs = z.object({ search: z.string().trim().max(100).nullish(), ...pageArgs });

// Only what partners show each other: no contact person, tax number or status.
const directoryColumns = {
  id: merchants.id,
  name: merchants.name,
  city: merchants.companyCity,
  country: merchants.companyCountry,
  description: merchants.companyDescription,
  logo: merchants.companyLogo,
  website: merchants.companyWebsite,
  sortKey: sql<string>`lower(${merchants.name})`,
};

/** The provider's other active partner businesses. */
export async function listNetwork(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { search, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [
    eq(merchants.isProvider, false),
    eq(merchants.status, 'active'),
    ne(merchants.id, caller.selectedBusiness.merchantId),
  ];
  if (search) {
    const like = likePattern(search);
    conditions.push(
      or(
        ilike(merchants.name, like),
        ilike(merchants.companyCity, like),
        ilike(merchants.companyDescription, like),
      )!,
    );
  }
  const cursor = decodeCursor(after, [cursorPart.text, cursorPart.uuid]);
  const page = cursor
    ? [
        ...conditions,
        sql`(lower(${merchants.name}), ${merchants.id}) > (${cursor[0]}, ${cursor[1]}::uuid)`,
      ]
    : conditions;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(directoryColumns)
      .from(merchants)
      .where(and(...page))
      .orderBy(sql`lower(${merchants.name})`, asc(merchants.id))
      .limit(limit + 1),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants)
      .where(and(...conditions)),
  ]);
  const result = pageOf(rows, limit, (r) => [r.sortKey, r.id]);
  return {
    ...result,
    items: result.items.map(({ id, sortKey: _sortKey, ...rest }) => ({ _id: id, ...rest })),
    totalCount: Number(count?.n ?? 0),
  };
}
