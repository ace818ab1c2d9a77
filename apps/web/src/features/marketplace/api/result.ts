import { MESSAGES } from '@back-office/domain/messages';
import { GraphQLRequestError } from '../../../lib/graphql/errors';

const CODE_TEXT: Readonly<Record<string, string>> = {
  PRODUCT_NOT_FOUND: MESSAGES.productNotFound,
  OFFER_NOT_FOUND: MESSAGES.offerNotFound,
  INVALID_TRANSITION: MESSAGES.invalidTransition,
};

// A refused change (success: false) fails the mutation like a server error, so the mutation
// cache reports it once ('Error: Offer not found') and the dialog stays open.
export function requireSuccess<R extends { success: boolean; messageCode: string }>(result: R): R {
  if (result.success) return result;
  throw new GraphQLRequestError(
    CODE_TEXT[result.messageCode] ?? result.messageCode,
    result.messageCode,
  );
}
