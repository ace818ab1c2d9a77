import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AnyJob } from '../jobs/job-definition';
import { serverFile } from '../server-files';
import type { Services } from './context';
import type { AuditObject, AuditTrail } from './audit-hook';
import type { ModuleRules } from './operations';

/**
 * All a module adds to the server, in one object (modules/<name>/module.ts). The server reads
 * the list of them (modules/manifests.ts): a new module edits that list and nothing below it.
 */
export interface ModuleManifest {
  name: string;
  /** The module's part of the schema, read with moduleSdl. */
  typeDefs?: string;
  /** Namespace type → operation → access rule; every operation of `resolvers` needs one. */
  rules?: ModuleRules;
  resolvers?: Record<string, Record<string, unknown>>;
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
