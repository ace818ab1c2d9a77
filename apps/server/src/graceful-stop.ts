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
 * bound rolls back whole (decision record 030). Called before the app listens (it adds a hook).
 */
export function stopGracefullyOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  // An answer given while closing ends its connection: a keep-alive connection left open would
  // hold the server's close until the drain's bound.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  async function close(signal: NodeJS.Signals) {
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight, then closing`);
    const drain = setTimeout(() => {
      app.log.warn(`requests still running after ${REQUEST_DRAIN_MS} ms: cutting them off`);
      app.server.closeAllConnections();
    }, REQUEST_DRAIN_MS);
    drain.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'closing failed');
      process.exit(1);
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Closing ends the connections that carry no request yet, among them those whose request
      // has arrived but not been read, on a busy loop: the loop reads what has arrived first.
      setImmediate(() => setImmediate(() => void close(signal)));
    });
  }
}
