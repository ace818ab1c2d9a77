import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './notification.service';

export interface NotificationSignal {
  employeeId: string;
  id: number;
}

/**
 * What this process hears on the notifications channel, handed to the subscribers it serves.
 * Every process LISTENs on one connection of its own, so a notification written by any process
 * reaches a person whichever process holds their websocket. PGlite, one process by nature,
 * delivers its NOTIFYs in process the same way.
 */
export interface NotificationBus {
  subscribe(employeeId: string, listener: (signal: NotificationSignal) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;

function parseSignal(payload: string | undefined): NotificationSignal | null {
  try {
    const value = JSON.parse(payload ?? '') as { e?: unknown; id?: unknown };
    return typeof value.e === 'string' && typeof value.id === 'number'
      ? { employeeId: value.e, id: value.id }
      : null;
  } catch {
    return null;
  }
}

export function createNotificationBus(database: Database, log: FastifyBaseLogger): NotificationBus {
  const emitter = new EventEmitter();
  // One listener per open subscription; thousands of people online are thousands of listeners.
  emitter.setMaxListeners(0);
  const deliver = (payload: string | undefined) => {
    const signal = parseSignal(payload);
    if (signal) emitter.emit(signal.employeeId, signal);
  };

  let stopped = false;
  let client: pg.Client | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

  async function listenOnPostgres(session: pg.ClientConfig): Promise<void> {
    // The database the queries reach, on a session of its own: behind a transaction pooler,
    // PostgreSQL itself, since a LISTEN made through the pooler stays on a server connection that
    // the pooler hands to other clients.
    const next = new pg.Client(session);
    next.on('notification', (message) => deliver(message.payload));
    // A dropped connection is opened again; a client that missed signals meanwhile catches up
    // from the last id it saw when it reconnects (notification.since).
    next.on('error', (err) => {
      log.warn({ err }, 'notification listener lost its connection');
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${NOTIFICATION_CHANNEL}`);
    client = next;
  }

  async function connect(): Promise<void> {
    if (stopped || database.driver.kind !== 'postgres') return;
    try {
      await listenOnPostgres(database.driver.session);
    } catch (err) {
      log.warn({ err }, 'notification listener could not connect');
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  return {
    subscribe(employeeId, listener) {
      emitter.on(employeeId, listener);
      return () => emitter.off(employeeId, listener);
    },
    async start() {
      stopped = false;
      if (database.driver.kind === 'pglite') {
        unlisten = await database.driver.client.listen(NOTIFICATION_CHANNEL, deliver);
      } else {
        await connect();
      }
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await unlisten?.();
      unlisten = null;
      await client?.end().catch(() => {});
      client = null;
      emitter.removeAllListeners();
    },
  };
}
