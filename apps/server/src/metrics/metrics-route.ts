import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every HTTP answer, and serves `GET /metrics` in Prometheus' text format to a scraper
 * that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the path does
 * not exist: the figures (routes, job names, load) are not for the public (decision record 030).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      // The route's pattern, never the path: ids in paths would make a series each.
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'A metrics token is required' });
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(body);
  });
}
