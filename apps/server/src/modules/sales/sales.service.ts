import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';

// The operations of /sales; built in the sales work of issue 14.
const unbuilt = (): never => {
  throw new Error('sales operations are being built');
};
export const listSales = (_ctx: GraphQLContext, _caller: BusinessCaller, _args: unknown) =>
  unbuilt();
export const saleTotals = listSales;
export const getSale = listSales;
export const recordCounterSale = listSales;
export const refundSale = listSales;
export const businessTimeZone = (_ctx: GraphQLContext, _caller: BusinessCaller) => unbuilt();
