import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (SDL per server module) types both the resolvers and the web's operations.
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
        mappers: { Invoice: '../modules/accounting/invoice-view#InvoiceObject' },
        defaultMapper: 'Partial<{T}>',
        scalars: { DateTime: 'string' },
      },
    },
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as plain strings: the browser sends them as they are and ships no GraphQL printer.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        documentMode: 'string',
      },
      noSilentErrors: false,
    },
  },
  ignoreNoDocuments: true,
};
export default config;
