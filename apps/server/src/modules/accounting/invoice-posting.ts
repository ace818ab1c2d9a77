import { eq } from 'drizzle-orm';
import { formatMoney } from '@back-office/domain/money';
import { formatCalendarDay } from '@back-office/domain/people';
import { documentLabel } from '@back-office/domain/document-labels';
import { invoices } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { accountingSettingsOf, findInvoice, recordEvent } from './accounting.queries';
import { ensureInvoicePdf } from './invoice-document';

/** Emails the stored PDF of a posted document through the outbox, in the document's language. */
export async function sendPostedInvoice(
  ctx: GraphQLContext,
  invoiceId: string,
  to: string,
  employeeId: string,
): Promise<void> {
  const pdf = await ensureInvoicePdf(ctx.db, invoiceId, ctx.config.publicUrl);
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!pdf || !invoice) throw new Error(`invoice ${invoiceId} has no PDF to send`);
  const lang = invoice.language;
  const kind = documentLabel(lang, invoice.kind === 'credit_note' ? 'creditNote' : 'invoice');
  const issuer = invoice.issuer?.name ?? '';
  const { dateFormat } = await accountingSettingsOf(ctx.db, invoice.merchantId);
  await ctx.mailer.send(
    ctx.db,
    {
      to,
      subject: documentLabel(lang, 'mailSubject', { kind, number: invoice.number ?? '', issuer }),
      body: documentLabel(lang, 'mailBody', {
        kind: kind.toLowerCase(),
        number: invoice.number ?? '',
        date: formatCalendarDay(invoice.issueDate ?? '', dateFormat),
        total: formatMoney(invoice.total, invoice.currency),
        issuer,
      }),
      attachmentInvoiceId: invoice.id,
    },
    ctx.request.log,
  );
  await ctx.db.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, invoice.id));
  await recordEvent(ctx.db, invoice.id, 'sent', employeeId, { to });
}
