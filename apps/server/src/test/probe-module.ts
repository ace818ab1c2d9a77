import type { ModuleManifest } from '../graphql/module-manifest';
import { op, type Operations } from '../graphql/op';

/**
 * A module that exists only in tests, added to the server through the list of manifests and
 * nothing else: the proof that a module needs no edit below it (decision record 033).
 */
export const probeModule: ModuleManifest = {
  name: 'probe',
  typeDefs: /* GraphQL */ `
    extend type Query {
      "A module known only to the tests."
      probe: ProbeQueries!
    }
    extend type Mutation {
      probe: ProbeMutations!
    }
    type ProbeQueries {
      "The business of the caller, as the guard hands it to the handler."
      business: ID!
    }
    type ProbeResult {
      success: Boolean!
      messageCode: String
    }
    type ProbeMutations {
      touch(id: ID!): ProbeResult!
    }
  `,
  // Its namespaces are not in the generated types, which know the schema's own modules only.
  operations: {
    ProbeQueries: {
      business: op('scan:read:own', (_ctx, caller) => caller.selectedBusiness.merchantId),
    },
    ProbeMutations: {
      touch: op('offer:write', () => ({ success: true, messageCode: 'PROBED' }), {
        audit: { object: 'id' },
      }),
    },
  } as Operations,
};
