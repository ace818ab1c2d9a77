import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, stores } from '../../db/schema';

export type StoreRow = Awaited<ReturnType<typeof selectStores>>[number];

// A business has a handful of stores; the list is capped rather than paged.
const MAX_STORES = 500;

export function selectStores(db: Db, where: SQL | undefined) {
  return db
    .select({ store: stores, merchantName: merchants.name })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(where)
    .orderBy(sql`lower(${stores.name})`, asc(stores.id))
    .limit(MAX_STORES);
}

export async function findStore(
  db: Db,
  id: string,
  merchantId: string | null,
): Promise<StoreRow | undefined> {
  const [row] = await selectStores(
    db,
    and(eq(stores.id, id), merchantId ? eq(stores.merchantId, merchantId) : undefined),
  );
  return row;
}

export function storeView({ store, merchantName }: StoreRow) {
  return {
    _id: store.id,
    merchantId: store.merchantId,
    merchantName,
    name: store.name,
    address: store.address,
    city: store.city,
    postalCode: store.postalCode,
    country: store.country,
    phone: store.phone,
    openingHours: store.openingHours,
    createdAt: store.createdAt.toISOString(),
    updatedAt: store.updatedAt.toISOString(),
  };
}
