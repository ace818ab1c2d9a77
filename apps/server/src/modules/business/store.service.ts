import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { storeInputSchema } from '@back-office/domain/schemas/people';
import { merchants, stores } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { parseArgs } from '../../graphql/validate';
import { visibleMerchant } from '../../graphql/tenant';
import { targetMerchant } from '../team/team.service';
import { findStore, selectStores, storeView } from './store.queries';

const isId = (id: unknown): id is string => z.uuid().safeParse(id).success;

export async function listStores(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { merchantId: string },
) {
  const merchantId = isId(args.merchantId) ? targetMerchant(caller, args.merchantId) : null;
  if (!merchantId) return [];
  return (await selectStores(ctx.db, eq(stores.merchantId, merchantId))).map(storeView);
}

export async function getStore(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  const row = isId(args.id) ? await findStore(ctx.db, args.id, visibleMerchant(caller)) : undefined;
  return row ? storeView(row) : null;
}

const notFound = { success: false, messageCode: RESULT_CODES.STORE_NOT_FOUND, store: null };

async function saved(ctx: GraphQLContext, id: string) {
  const row = await findStore(ctx.db, id, null);
  return {
    success: true,
    messageCode: RESULT_CODES.STORE_SAVED,
    store: row ? storeView(row) : null,
  };
}

export async function createStore(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { merchantId: string; input: unknown },
) {
  const input = parseArgs(storeInputSchema, args.input);
  const merchantId = isId(args.merchantId) ? targetMerchant(caller, args.merchantId) : null;
  const [merchant] = merchantId
    ? await ctx.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId))
    : [];
  if (!merchant)
    return { success: false, messageCode: RESULT_CODES.BUSINESS_NOT_FOUND, store: null };
  const [row] = await ctx.db
    .insert(stores)
    .values({ ...input, merchantId: merchant.id })
    .returning({ id: stores.id });
  return saved(ctx, row!.id);
}

export async function updateStore(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  if (!isId(args.id)) return notFound;
  const input = parseArgs(storeInputSchema, args.input);
  const existing = await findStore(ctx.db, args.id, visibleMerchant(caller));
  if (!existing) return notFound;
  await ctx.db
    .update(stores)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(stores.id, existing.store.id), eq(stores.merchantId, existing.store.merchantId)));
  return saved(ctx, existing.store.id);
}

export async function deleteStore(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const existing = isId(args.id)
    ? await findStore(ctx.db, args.id, visibleMerchant(caller))
    : undefined;
  if (!existing) return notFound;
  await ctx.db.delete(stores).where(eq(stores.id, existing.store.id));
  return { success: true, messageCode: RESULT_CODES.STORE_DELETED, store: storeView(existing) };
}
