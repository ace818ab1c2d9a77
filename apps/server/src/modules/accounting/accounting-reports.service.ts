import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';

const unbuilt = (_ctx: GraphQLContext, _caller: BusinessCaller, _args?: unknown): never => {
  throw new Error('accounting operations are being built');
};
export const receivables = unbuilt;
export const vatByMonth = unbuilt;
export const accountingSettings = unbuilt;
