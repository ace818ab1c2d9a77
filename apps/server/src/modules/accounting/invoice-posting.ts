import type { GraphQLContext } from '../../graphql/context';

// What follows a posting outside its transaction: the PDF of the frozen content is rendered and
// stored once (invoice documents), so that download, sending and /verify read the same bytes.
export async function afterPosting(_ctx: GraphQLContext, _invoiceId: string): Promise<void> {}

export async function sendPostedInvoice(
  _ctx: GraphQLContext,
  _invoiceId: string,
  _to: string,
  _employeeId: string,
): Promise<void> {
  throw new Error('sending invoices lands with their PDF');
}
