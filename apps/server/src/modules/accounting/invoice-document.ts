import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pdfmake } from '../../documents/pdf';
import {
  groupIban,
  vatSummary,
  type BankDetails,
  type InvoiceParty,
} from '@back-office/domain/accounting';
import { formatBasisPoints, formatCount, formatMoney } from '@back-office/domain/money';
import { formatCalendarDay, type DateFormat } from '@back-office/domain/people';
import { documentLabel, type DocumentLabel } from '@back-office/domain/document-labels';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { invoiceDocuments, invoices } from '../../db/schema';
import {
  accountingSettingsOf,
  findInvoice,
  linesOf,
  type InvoiceLineRow,
  type InvoiceRow,
} from './accounting.queries';
import { job } from '../../jobs/job-definition';

/** What a PDF is made of: the posted copy, never the live customer or business rows. */
export interface InvoiceDocumentData {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  creditedNumber: string | null;
  verifyUrl: string;
  // The issuer's date format when the PDF is made: its stored bytes keep it.
  dateFormat: DateFormat;
}

export async function loadInvoiceDocumentData(
  db: Db,
  invoiceId: string,
  publicUrl: string,
): Promise<InvoiceDocumentData | null> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice || invoice.status !== 'posted') return null;
  const credited = invoice.creditOf ? await findInvoice(db, invoice.creditOf) : undefined;
  return {
    invoice,
    lines: await linesOf(db, invoice.id),
    creditedNumber: credited?.number ?? null,
    verifyUrl: `${publicUrl}/verify`,
    dateFormat: (await accountingSettingsOf(db, invoice.merchantId)).dateFormat,
  };
}

type Label = (key: DocumentLabel, params?: Record<string, string | number>) => string;

function partyBlock(title: string, party: InvoiceParty | null, l: Label) {
  const p = party;
  return {
    stack: [
      { text: title, bold: true, margin: [0, 0, 0, 2] },
      p?.legalName || p?.name || '',
      ...(p?.legalName && p.legalName !== p.name ? [p.name] : []),
      ...(p?.taxId ? [`${l('taxId')}: ${p.taxId}`] : []),
      ...(p?.address ? [p.address] : []),
      ...([p?.postalCode, p?.city].filter(Boolean).length
        ? [[p?.postalCode, p?.city].filter(Boolean).join(' ')]
        : []),
      ...(p?.country ? [p.country] : []),
      ...(p?.email ? [p.email] : []),
    ],
  };
}

// The issuer's terms and bank account as posted; nothing when it had none.
function paymentBlock(bank: BankDetails | null | undefined, l: Label) {
  const account = [
    ...(bank?.bankName ? [`${l('bank')}: ${bank.bankName}`] : []),
    // Grouped by four, as IBANs are printed, and never broken across lines.
    ...(bank?.iban ? [{ text: `${l('iban')}: ${groupIban(bank.iban)}`, noWrap: true }] : []),
    ...(bank?.bic ? [`${l('bic')}: ${bank.bic}`] : []),
  ];
  if (!bank?.paymentTerms && account.length === 0) return [];
  return [
    {
      margin: [0, 16, 0, 0],
      unbreakable: true,
      stack: [
        { text: l('payment'), bold: true, margin: [0, 0, 0, 2] },
        ...(bank?.paymentTerms ? [{ text: bank.paymentTerms, margin: [0, 0, 0, 4] }] : []),
        ...account,
      ],
    },
  ];
}

/** The PDF of a posted invoice or credit note in its language. */
export function renderInvoicePdf(data: InvoiceDocumentData): Promise<Buffer> {
  const { invoice, lines } = data;
  const lang = invoice.language;
  const l: Label = (key, params) => documentLabel(lang, key, params);
  const day = (isoDay: string) => formatCalendarDay(isoDay, data.dateFormat);
  // Figures never wrap: their columns take the width of their longest figure ('auto'), and
  // the description takes what is left.
  const figure = (text: string, bold = false) => ({
    text,
    alignment: 'right' as const,
    noWrap: true,
    bold,
  });
  const money = (minor: number, bold = false) => figure(formatMoney(minor, invoice.currency), bold);
  const heading = (text: string) => ({ text, bold: true });
  const title = invoice.kind === 'credit_note' ? l('creditNote') : l('invoice');
  const discounted = lines.some((line) => line.discount !== 0);
  const doc = {
    info: { title: `${title} ${invoice.number}`, author: invoice.issuer?.name ?? '' },
    defaultStyle: { font: 'DejaVuSans', fontSize: 9 },
    pageMargins: [40, 40, 40, 50] as [number, number, number, number],
    footer: (page: number, pages: number) => ({
      text: l('page', { page, pages }),
      alignment: 'center' as const,
      fontSize: 7,
      margin: [0, 20, 0, 0],
    }),
    content: [
      {
        columns: [
          { text: title, fontSize: 20, bold: true },
          {
            stack: [
              `${l('number')}: ${invoice.number}`,
              `${l('issueDate')}: ${day(invoice.issueDate ?? '')}`,
              ...(invoice.dueDate ? [`${l('dueDate')}: ${day(invoice.dueDate)}`] : []),
            ],
            alignment: 'right' as const,
          },
        ],
      },
      ...(data.creditedNumber
        ? [{ text: l('creditsInvoice', { number: data.creditedNumber }), margin: [0, 6, 0, 0] }]
        : []),
      {
        columns: [
          partyBlock(l('from'), invoice.issuer, l),
          partyBlock(l('to'), invoice.recipient, l),
        ],
        margin: [0, 16, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', ...(discounted ? ['auto'] : []), 'auto', 'auto'],
          body: [
            [
              heading(l('description')),
              ...[
                l('quantity'),
                l('unitPrice'),
                ...(discounted ? [l('discount')] : []),
                l('vatRate'),
                l('amount'),
              ].map((text) => figure(text, true)),
            ],
            ...lines.map((line) => [
              line.description,
              figure(formatCount(line.quantity)),
              money(line.unitPrice),
              ...(discounted ? [money(line.discount)] : []),
              figure(formatBasisPoints(line.vatRate)),
              money(line.net),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: l('vatSummary'), bold: true, margin: [0, 12, 0, 4] },
              {
                table: {
                  widths: ['auto', 'auto', 'auto'],
                  body: [
                    [heading(l('rate')), figure(l('net'), true), figure(l('vat'), true)],
                    ...vatSummary(lines).map((row) => [
                      formatBasisPoints(row.vatRate),
                      money(row.net),
                      money(row.vat),
                    ]),
                  ],
                },
                layout: 'lightHorizontalLines',
              },
            ],
          },
          {
            width: 'auto',
            margin: [0, 12, 0, 0],
            table: {
              widths: ['auto', 'auto'],
              body: [
                [l('subtotal'), money(invoice.subtotal)],
                [l('vatTotal'), money(invoice.vatTotal)],
                [heading(l('grandTotal')), money(invoice.total, true)],
              ],
            },
            layout: 'noBorders',
          },
        ],
        columnGap: 16,
      },
      ...paymentBlock(invoice.issuer?.bank, l),
      ...(invoice.notes
        ? [{ text: `${l('notes')}: ${invoice.notes}`, margin: [0, 16, 0, 0] }]
        : []),
      {
        // The address once: a second one, with a path after it, broke across lines.
        text: l('verify', { url: data.verifyUrl }),
        fontSize: 7,
        color: '#555555',
        margin: [0, 24, 0, 0],
      },
    ],
  };
  return pdfmake.createPdf(doc as never).getBuffer();
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The stored PDF of a posted document, rendered and stored the first time it is asked for; null
 * for a draft or a cancelled one. Two first calls at once store one: the second reads the first's.
 */
export async function ensureInvoicePdf(
  db: Db,
  invoiceId: string,
  publicUrl: string,
): Promise<{ bytes: Buffer; sha256: string } | null> {
  const stored = await storedPdf(db, invoiceId);
  if (stored) return stored;
  const data = await loadInvoiceDocumentData(db, invoiceId, publicUrl);
  if (!data) return null;
  const bytes = await renderInvoicePdf(data);
  const hash = sha256(bytes);
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(invoiceDocuments)
      .values({ invoiceId, sha256: hash, bytes })
      .onConflictDoNothing({ target: invoiceDocuments.invoiceId })
      .returning({ sha256: invoiceDocuments.sha256 });
    if (inserted)
      await tx.update(invoices).set({ pdfSha256: hash }).where(eq(invoices.id, invoiceId));
  });
  return storedPdf(db, invoiceId);
}

async function storedPdf(db: Db, invoiceId: string) {
  const [row] = await db
    .select({ bytes: invoiceDocuments.bytes, sha256: invoiceDocuments.sha256 })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, invoiceId));
  return row ? { bytes: Buffer.from(row.bytes), sha256: row.sha256 } : null;
}

/** What /verify may tell about a document by its PDF's SHA-256, and nothing more. */
export async function verifyDocument(db: Db, hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const result = await db.execute(sql`select i.kind, i.number, i.issue_date::text as issue_date,
      i.total, i.currency, i.issuer->>'name' as issuer_name
    from invoice_documents d join invoices i on i.id = d.invoice_id
    where d.sha256 = ${hash} and i.status = 'posted'`);
  const [row] = rowsOf<{
    kind: string;
    number: string;
    issue_date: string;
    total: string;
    currency: string;
    issuer_name: string;
  }>(result);
  return row
    ? {
        kind: row.kind,
        number: row.number,
        issuerName: row.issuer_name,
        issueDate: row.issue_date,
        totalMinor: Number(row.total),
        currency: row.currency,
      }
    : null;
}

// The PDF of a document just posted, enqueued by the posting (decision record 028): rendered
// once from its frozen content and stored with its SHA-256; a second run, or a download that
// rendered it first, finds it stored (the document's unique key) and renders nothing.
export const invoicePdfJob = job<{ invoiceId: string }>('invoice-pdf', {
  handler: (data, ctx) => ensureInvoicePdf(ctx.db, data.invoiceId, ctx.config.publicUrl),
});
