import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { AccessClaims, TokenService } from '../modules/auth/tokens';
import type { Mailer } from '../mail/outbox';
import type { Metrics } from '../metrics/metrics';

export interface Services {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  metrics: Metrics;
}

export interface GraphQLContext extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The verified access token, or null when none or an invalid one was sent. */
  auth: AccessClaims | null;
  /** True when a bearer token was sent but failed verification (expired or forged). */
  authRejected: boolean;
}
