import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import mercurius from 'mercurius';
import type { Config } from './config';
import type { Database } from './db/client';
import { createErrorFormatter } from './graphql/error-formatter';
import type { GraphQLContext, Services } from './graphql/context';
import { validationRules } from './graphql/hardening';
import { registerGraphQLRoute } from './graphql/http-route';
import { buildSchemaParts } from './graphql/schema';
import { resolveJwtSecret } from './modules/auth/secret';
import { createTokenService, type AccessClaims } from './modules/auth/tokens';
import { pruneAttempts } from './modules/auth/rate-limit';
import { EMBEDDED_VIDEO_ORIGINS } from '@back-office/domain/academy';
import { matchPath, WALLET_PATH } from '@back-office/domain/routes';
import { createMailer } from './mail/outbox';
import { createSmtpTransport } from './mail/outbox-delivery';
import { registerClockRoute } from './jobs/clock-route';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMetrics } from './metrics/metrics';
import { MODULES } from './modules/manifests';
import { jobsOf } from './server-jobs';
import type { ModuleManifest } from './graphql/module-manifest';
import { registerMetricsRoute } from './metrics/metrics-route';
import { createNotificationBus } from './modules/notification/notification-bus';
import {
  busPubSub,
  registerSubscriptionRoute,
} from './modules/notification/notification-subscription';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background and scheduled jobs of this process (jobs/). */
    jobs: JobQueue;
  }
}

// Large enough for any form (a 200 KB field must reach validation and get its message), small
// enough that a client cannot make the server parse megabytes.
const BODY_LIMIT_BYTES = 1024 * 1024;
// Decision record 012: below one TCP segment's payload, compressing saves no packet, only CPU.
export const COMPRESS_THRESHOLD_BYTES = 1400;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WALLET_PAGE = 'wallet.html';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The server's modules (modules/manifests.ts); a test may add one of its own. */
  modules?: readonly ModuleManifest[];
}

export async function buildApp({
  config,
  database,
  logger = true,
  modules = MODULES,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  const metrics = createMetrics(database);
  registerMetricsRoute(app, metrics, config.metricsToken);
  const services: Services = {
    db: database.db,
    config,
    tokens: createTokenService(
      resolveJwtSecret(config.jwtSecret, config.dataDir),
      config.accessTokenTtlSeconds,
    ),
    mailer: createMailer(config.smtpUrl),
    metrics,
  };
  // Jobs start once the app is ready and stop before the database closes (main.ts, the tests).
  const jobs = createJobQueue({
    database,
    config,
    log: app.log,
    metrics,
    jobs: jobsOf(modules),
    context: { db: database.db, log: app.log, config, smtp: createSmtpTransport(config.smtpUrl) },
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  if (config.testClock) registerClockRoute(app, jobs);

  await app.register(cookie);
  // The security headers a page needs (CSP and the rest) go on pages and static files only:
  // computing them for every API answer halved the API's throughput, and JSON needs just nosniff.
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The QR decoder (zxing-wasm, served from our own assets) is WebAssembly.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // A video lesson of the academy plays in YouTube's or Vimeo's own player (videoEmbedUrl).
        frameSrc: ["'self'", ...EMBEDDED_VIDEO_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    // COEP would block data: and blob: images the pages use.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });

  // Dynamic answers (GraphQL, the CSV export) are compressed when the client accepts it; gzip is
  // preferred because it costs half of brotli's CPU at the sizes of GraphQL answers (record 012).
  // Static files carry their build-time copies, which this leaves as they are.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['gzip', 'br'],
  });

  for (const module of modules) module.routes?.register(app, services);

  const { typeDefs, resolvers } = buildSchemaParts(modules);
  const errorFormatter = createErrorFormatter({ production: config.production });
  const notificationBus = createNotificationBus(database, app.log);
  app.addHook('onReady', () => notificationBus.start());
  app.addHook('onClose', () => notificationBus.stop());
  const pubsub = busPubSub(notificationBus);
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as never,
    // POST /graphql is our own route (graphql/http-route.ts); Mercurius executes.
    routes: false,
    jit: 1,
    graphiql: false,
    allowBatchedQueries: false,
    validationRules: validationRules(config.production),
    errorFormatter,
    // Its type describes Mercurius' emitter-based pubsub; the runtime contract is subscribe/publish.
    subscription: { pubsub: pubsub as never },
  });
  await registerSubscriptionRoute(app, services, pubsub, errorFormatter);
  registerGraphQLRoute(
    app,
    (request, reply): GraphQLContext => {
      let auth: AccessClaims | null = null;
      let authRejected = false;
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        const result = services.tokens.verifyAccess(header.slice(7));
        if (result.ok) auth = result.claims;
        else authRejected = true;
      }
      // Listed one by one: spreading `services` here cost a third of the API's throughput.
      return {
        db: services.db,
        config: services.config,
        tokens: services.tokens,
        mailer: services.mailer,
        metrics: services.metrics,
        request,
        reply,
        auth,
        authRejected,
      };
    },
    errorFormatter,
  );

  const webDist = config.webDistDir ?? defaultWebDist;
  // The paths that answer no page, so get none of a page's headers; the modules name theirs.
  const apiPaths = new Set([
    '/graphql',
    '/metrics',
    ...modules.flatMap((module) => module.routes?.apiPaths ?? []),
  ]);
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, path) {
        // Vite's hashed assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && !apiPaths.has(request.url.split('?')[0]!)) reply.helmet();
      done();
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (!wantsPage) return reply.code(404).send({ error: 'Not Found' });
      // The customer's wallet is a page of its own, which loads nothing of the staff app
      // (decision record 023); the single-page app owns every other path, its not-found page
      // included.
      const page = matchPath(WALLET_PATH, request.url) ? WALLET_PAGE : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    });
  }

  const pruneTimer = setInterval(
    () => {
      pruneAttempts(database.db, 60 * 60 * 1000).catch((err) =>
        app.log.warn({ err }, 'pruning login attempts failed'),
      );
    },
    10 * 60 * 1000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  return app;
}
