import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';

const unbuilt = (_ctx: GraphQLContext, _caller: BusinessCaller, _args?: unknown): never => {
  throw new Error('accounting operations are being built');
};
export const listInvoices = unbuilt;
export const getInvoice = unbuilt;
export const listRecipients = unbuilt;
export const createDraft = unbuilt;
export const updateDraft = unbuilt;
export const deleteDraft = unbuilt;
export const cancelDraft = unbuilt;
export const postInvoice = unbuilt;
export const draftFromSales = unbuilt;
export const issueCreditNote = unbuilt;
export const sendInvoice = unbuilt;
