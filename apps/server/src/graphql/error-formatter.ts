import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { ERROR_CODES } from '@back-office/domain/errors';
import { isExposed } from './errors';

export type ErrorFormatter = NonNullable<Parameters<typeof mercurius>[1]['errorFormatter']>;

// GraphQL's validation and input coercion name the fields and values they guess were meant
// ('Did you mean "getEmployee"?'), which would spell out the schema that production hides by
// refusing introspection.
const SUGGESTION = / ?Did you mean [^?]*\?$/;

/**
 * Keeps the errors we raise on purpose and GraphQL's own validation errors; any other failure
 * in a resolver is logged whole and reaches the client only as INTERNAL_SERVER_ERROR. In
 * production, GraphQL's suggestions of field, argument, type and value names are cut off.
 */
export function createErrorFormatter({ production }: { production: boolean }): ErrorFormatter {
  const format = maskErrors;
  if (!production) return format;
  return (execution, context) => {
    const formatted = format(execution, context);
    const errors = (formatted.response as { errors?: { message: string }[] }).errors;
    for (const error of errors ?? []) error.message = error.message.replace(SUGGESTION, '');
    return formatted;
  };
}

const maskErrors: ErrorFormatter = (execution, context) => {
  const log = context.reply?.log ?? context.app.log;
  const errors = execution.errors?.map((error) => {
    const original = error.originalError;
    if (
      !original ||
      isExposed(original) ||
      Array.isArray((original as { errors?: unknown }).errors)
    ) {
      return error;
    }
    log.error({ err: original, path: error.path }, 'unexpected error in a resolver');
    return new GraphQLError('Internal server error', {
      path: error.path,
      nodes: error.nodes,
      extensions: { code: ERROR_CODES.INTERNAL_SERVER_ERROR },
    });
  });
  const formatted = mercurius.defaultErrorFormatter(
    { ...execution, errors: errors ?? [] } as typeof execution,
    context,
  );
  // A refused request (several validation errors at once included) is a 400, not a 200.
  const status = (execution.errors?.[0]?.originalError as { statusCode?: unknown } | undefined)
    ?.statusCode;
  if (!execution.data && typeof status === 'number') formatted.statusCode = status;
  return formatted;
};
