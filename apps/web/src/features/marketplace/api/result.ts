import { resultCodeText, resultMessage } from '@back-office/domain/result-codes';
import { GraphQLRequestError } from '../../../lib/graphql/errors';

// A refused change (success: false) fails the mutation like a server error, so the mutation
// cache reports it once ('Error: Offer not found') and the dialog stays open.
export function requireSuccess<R extends { success: boolean; messageCode: string }>(result: R): R {
  if (result.success) return result;
  throw new GraphQLRequestError(
    resultMessage(result.messageCode) ?? result.messageCode,
    result.messageCode,
    {},
    resultCodeText(result.messageCode) ?? result.messageCode,
  );
}
