import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ErrorFormatter } from './error-formatter';
import type { GraphQLContext } from './context';

const BODY_MESSAGE = 'The body must be a JSON object with a query';
const QUERY_MESSAGE = 'query must be a non-empty string';

// A batch (an array) is not an object: batching is off.
const operationSchema = z.object(
  {
    query: z.string({ error: QUERY_MESSAGE }).min(1, { error: QUERY_MESSAGE }),
    variables: z
      .record(z.string(), z.unknown(), { error: 'variables must be an object' })
      .nullish(),
    operationName: z.string({ error: 'operationName must be a string' }).nullish(),
  },
  { error: BODY_MESSAGE },
);

type Operation = z.output<typeof operationSchema>;

/** The operation a POST body carries, or what is wrong with it. */
export function readOperation(body: unknown): Operation | string {
  const parsed = operationSchema.safeParse(body);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? BODY_MESSAGE);
}

function toGraphQLError(error: Error): GraphQLError {
  if (error instanceof GraphQLError) return error;
  return new GraphQLError(error.message, { originalError: error });
}

/**
 * `POST /graphql` served by our own Fastify route, which hands the operation to
 * Mercurius' executor (`app.graphql`: its query cache, validation rules, JIT and error
 * formatter). Mercurius' own routes add, per request, an async CSRF hook, a JSON-schema check
 * of the body, persisted-query handling and two copies of the context: a third of the cost of a
 * trivial query on this 2-core machine. The context carries the reply, which is all that
 * `reply.graphql` would add (no Mercurius loaders are registered).
 */
export function registerGraphQLRoute(
  app: FastifyInstance,
  createContext: (request: FastifyRequest, reply: FastifyReply) => GraphQLContext,
  errorFormatter: ErrorFormatter,
): void {
  // Refusals (a malformed or oversized body, a query that fails validation) answer in GraphQL's
  // shape with the status they carry, as clients of the API expect.
  const refuse = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const context = { app, reply } as unknown as Parameters<ErrorFormatter>[1];
    const { statusCode, response } = errorFormatter(
      { errors: [toGraphQLError(error)] } as never,
      context,
    );
    const status = (error as Partial<FastifyError>).statusCode;
    if (status === undefined || status >= 500)
      request.log.error({ err: error }, 'GraphQL request failed');
    return reply.code(status ?? (statusCode >= 400 ? statusCode : 500)).send(response);
  };

  app.route({
    method: 'POST',
    url: '/graphql',
    errorHandler: refuse,
    async handler(request, reply) {
      const operation = readOperation(request.body);
      if (typeof operation === 'string') {
        return reply.code(400).send({ data: null, errors: [{ message: operation }] });
      }
      return app.graphql(
        operation.query,
        createContext(request, reply),
        operation.variables ?? undefined,
        operation.operationName ?? undefined,
      );
    },
  });
}
