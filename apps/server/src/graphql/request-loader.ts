import DataLoader from 'dataloader';
import type { GraphQLContext } from './context';

type Batch<K, V> = (ctx: GraphQLContext, keys: readonly K[]) => Promise<Map<K, V>>;

// Keyed by the batch function; each loader has the types of its own batch.
const loadersOfRequest = new WeakMap<object, Map<unknown, unknown>>();

/**
 * One loader per request and batch function: the field resolvers of a page's rows each ask for
 * their row's key, and the batch reads all of the page's keys in one statement. Nothing is kept
 * beyond the request, so several server processes never disagree.
 */
export function loadOnce<K, V>(ctx: GraphQLContext, batch: Batch<K, V>, key: K): Promise<V | null> {
  let loaders = loadersOfRequest.get(ctx.request);
  if (!loaders) {
    loaders = new Map();
    loadersOfRequest.set(ctx.request, loaders);
  }
  let loader = loaders.get(batch) as DataLoader<K, V | null> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V | null>(async (keys) => {
      const found = await batch(ctx, keys);
      return keys.map((k) => found.get(k) ?? null);
    });
    loaders.set(batch, loader);
  }
  return loader.load(key);
}
