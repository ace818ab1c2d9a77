import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';

const unbuilt = (_ctx: GraphQLContext, _caller: BusinessCaller, _args?: unknown): never => {
  throw new Error('accounting operations are being built');
};
export const listPayments = unbuilt;
export const recordPayment = unbuilt;
export const voidPayment = unbuilt;
