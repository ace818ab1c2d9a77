import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../generated/graphql';
import type { AnyJob } from '../jobs/job-definition';
import { serverFile } from '../server-files';
import type { Services } from './context';
import type { AuditObject, AuditTrail } from './audit-hook';
import type { Operations } from './op';

/**
 * All a module adds to the server, in one object (modules/<name>/module.ts). The server reads
 * the list of them (modules/manifests.ts): a new module edits that list and nothing below it.
 */
export interface ModuleManifest {
  name: string;
  /** The module's part of the schema, read with moduleSdl. */
  typeDefs?: string;
  /** Namespace type → field → operation (op()): every field of a namespace has one. */
  operations?: Operations;
  /** Resolvers of the fields of the module's object types (not of its namespaces). */
  resolvers?: Resolvers;
  /** What a namespace's audited writes act on, so that the trail records its fields' changes. */
  auditObjects?: Record<string, AuditObject>;
  /** The audit trail, provided by the audit module. */
  auditTrail?: AuditTrail;
  /** Namespaces whose writes the trail leaves out, each with its reason beside it. */
  unaudited?: readonly string[];
  /** The module's HTTP routes, and those of their paths that answer no page. */
  routes?: { register(app: FastifyInstance, services: Services): void; apiPaths?: string[] };
  jobs?: readonly AnyJob[];
}

/** The SDL of modules/<name>/schema.graphql. */
export function moduleSdl(name: string): string {
  return readFileSync(serverFile(`modules/${name}/schema.graphql`), 'utf8');
}
