import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { serviceFilterSchema, serviceInputSchema } from '@back-office/domain/schemas/people';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, likePattern, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';

type ServiceRow = typeof services.$inferSelect;

function serviceView(s: ServiceRow) {
  return {
    _id: s.id,
    name: s.name,
    description: s.description,
    durationMinutes: s.durationMinutes,
    priceMinor: s.price,
    currency: s.currency,
    active: s.active,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

// Services are the own business's only (their page is EXECUTIVE's alone): every query is bound
// to it.
async function findService(db: Db, id: unknown, merchantId: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id as string), eq(services.merchantId, merchantId)));
  return row;
}

const listArgs = z.object({ filter: serviceFilterSchema.nullish(), ...pageArgs });

export async function listServices(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(services.merchantId, caller.selectedBusiness.merchantId)];
  if (filter?.search) conditions.push(ilike(services.name, likePattern(filter.search)));
  if (filter?.active != null) conditions.push(eq(services.active, filter.active));
  const cursor = decodeCursor(after, [cursorPart.text, cursorPart.uuid]);
  const page = cursor
    ? [
        ...conditions,
        sql`(lower(${services.name}), ${services.id}) > (${cursor[0]}, ${cursor[1]}::uuid)`,
      ]
    : conditions;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ service: services, sortKey: sql<string>`lower(${services.name})` })
      .from(services)
      .where(and(...page))
      .orderBy(sql`lower(${services.name})`, asc(services.id))
      .limit(limit + 1),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(and(...conditions)),
  ]);
  const result = pageOf(rows, limit, (r) => [r.sortKey, r.service.id]);
  return {
    ...result,
    items: result.items.map((r) => serviceView(r.service)),
    totalCount: Number(count?.n ?? 0),
  };
}

export async function getService(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const row = await findService(ctx.db, args.id, caller.selectedBusiness.merchantId);
  return row ? serviceView(row) : null;
}

const notFound = { success: false, messageCode: RESULT_CODES.SERVICE_NOT_FOUND, service: null };

function columns(input: z.output<typeof serviceInputSchema>) {
  const { priceMinor, ...rest } = input;
  return { ...rest, price: priceMinor };
}

export async function createService(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(serviceInputSchema, args.input);
  const [row] = await ctx.db
    .insert(services)
    .values({ ...columns(input), merchantId: caller.selectedBusiness.merchantId })
    .returning();
  return { success: true, messageCode: RESULT_CODES.SERVICE_SAVED, service: serviceView(row!) };
}

export async function updateService(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const input = parseArgs(serviceInputSchema, args.input);
  const existing = await findService(ctx.db, args.id, caller.selectedBusiness.merchantId);
  if (!existing) return notFound;
  const [row] = await ctx.db
    .update(services)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(services.id, existing.id), eq(services.merchantId, existing.merchantId)))
    .returning();
  return { success: true, messageCode: RESULT_CODES.SERVICE_SAVED, service: serviceView(row!) };
}

export async function deleteService(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const existing = await findService(ctx.db, args.id, caller.selectedBusiness.merchantId);
  if (!existing) return notFound;
  await ctx.db
    .delete(services)
    .where(and(eq(services.id, existing.id), eq(services.merchantId, existing.merchantId)));
  return {
    success: true,
    messageCode: RESULT_CODES.SERVICE_DELETED,
    service: serviceView(existing),
  };
}
