import type { ModuleManifest } from './graphql/module-manifest';
import type { AnyJob } from './jobs/job-definition';
import { idempotencyKeysSweepJob } from './graphql/idempotency';
import { outboxDeliverJob, outboxSweepJob } from './mail/outbox-delivery';
import { MODULES } from './modules/manifests';

// Every background and scheduled job of the server: the infrastructure's own, then each
// module's (its manifest). Names are kebab-case: they are queue names, and a queue is created
// for each at start.
export function jobsOf(modules: readonly ModuleManifest[]): readonly AnyJob[] {
  return [
    outboxDeliverJob,
    outboxSweepJob,
    idempotencyKeysSweepJob,
    ...modules.flatMap((module) => module.jobs ?? []),
  ];
}

export const SERVER_JOBS = jobsOf(MODULES);
