import type { CodegenConfig } from '@graphql-codegen/cli';

// Operations typed by the client preset, kept as plain strings: the browser sends them as they
// are and ships no GraphQL printer, and the server tests send them the same way.
const clientOperations = (documents: string[]): CodegenConfig['generates'][string] => ({
  documents,
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string' },
    documentMode: 'string',
  },
  noSilentErrors: false,
});

// One schema (SDL per server module) types the resolvers, the web's operations and the server
// tests' operations.
const config: CodegenConfig = {
  schema: 'apps/server/src/modules/**/*.graphql',
  silent: true,
  generates: {
    'apps/server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        // Types whose resolvers start from a server-side object rather than the schema's shape.
        mappers: {
          Invoice: '../modules/accounting/invoice-view#InvoiceObject',
          SubscriptionPlan: '../modules/subscription/subscription-view.service#PlanObject',
        },
        defaultMapper: 'Partial<{T}>',
        scalars: { DateTime: 'string' },
      },
    },
    'apps/web/src/gql/': clientOperations([
      'apps/web/src/**/*.{ts,tsx,graphql}',
      '!apps/web/src/gql/**',
    ]),
    // The server's integration tests type their documents the same way: the answer a test reads
    // comes from the schema, not from a hand-written interface.
    'apps/server/src/test/gql/': clientOperations([
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**/*.ts',
      '!apps/server/src/test/gql/**',
    ]),
  },
  ignoreNoDocuments: true,
};
export default config;
