import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
export const REQUEST_DRAIN_MS = 10_000;

/**
 * On SIGTERM (or SIGINT): the server stops accepting connections and answers a request that
 * arrives on an open one with 503 (Fastify's `return503OnClosing`), finishes the requests in
 * flight (cut after REQUEST_DRAIN_MS), then its onClose hooks stop the jobs (running ones finish
 * within pg-boss's graceful timeout, or are handed back when their lease expires) and the LISTEN
 * connection, and the pool closes last. A redemption is one statement: a request cut at the
 * bound rolls back whole (decision record 030).
 */
export function stopGracefullyOnSignals(app: FastifyInstance, database: Database): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing the requests in flight, then closing`);
      const drain = setTimeout(() => {
        app.log.warn(`requests still running after ${REQUEST_DRAIN_MS} ms: closing their connections`);
        app.server.closeAllConnections();
      }, REQUEST_DRAIN_MS);
      drain.unref();
      app
        .close()
        .then(() => database.close())
        .then(
          () => {
            app.log.info('closed');
            process.exit(0);
          },
          (err: unknown) => {
            app.log.error({ err }, 'closing failed');
            process.exit(1);
          },
        );
    });
  }
}
