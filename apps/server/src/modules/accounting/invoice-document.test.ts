import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { rowsOf } from '../../db/rows';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { signInEveryRole, type Callers } from '../../test/sessions';
import { ensureInvoicePdf, sha256 } from './invoice-document';

const CREATE = graphql(`
  mutation InvoiceDocumentCreate($input: InvoiceDraftInput!) {
    accounting {
      createDraft(input: $input) {
        success
        invoice {
          _id
        }
      }
    }
  }
`);
const POST = graphql(`
  mutation InvoiceDocumentPost($id: ID!) {
    accounting {
      post(id: $id) {
        success
        invoice {
          _id
          number
          pdfSha256
          pdfReady
          pdfUrl
          totalMinor
        }
      }
    }
  }
`);
const SEND = graphql(`
  mutation InvoiceDocumentSend($id: ID!, $email: String) {
    accounting {
      send(id: $id, email: $email) {
        success
        messageCode
        invoice {
          sentAt
          history {
            event
          }
        }
      }
    }
  }
`);

const PUBLIC_URL = 'https://books.example.test';

const dir = mkdtempSync(join(tmpdir(), 'bo-pdf-'));
function textOf(bytes: Buffer): string {
  const file = join(dir, `${sha256(bytes)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(DATABASE_KINDS)('invoice documents on %s', (kind) => {
  let h: Harness;
  let catcher: MailCatcher;
  let callers: Callers;
  let accountant: string;

  type Line = { description: string; quantity: number; unitPriceMinor: number; vatRateBp: number };
  const postInvoice = async (
    language: 'en' | 'el',
    recipientKind = 'business',
    recipientId?: string,
    lines: Line[] = [
      {
        description: language === 'el' ? 'Υπηρεσία καφέ γραφείου' : 'Office coffee service',
        quantity: 2,
        unitPriceMinor: 12_345,
        vatRateBp: 1900,
      },
      {
        description: language === 'el' ? 'Πιατέλα γλυκών' : 'Pastry platter',
        quantity: 1,
        unitPriceMinor: 3_600,
        vatRateBp: 900,
      },
    ],
  ) => {
    const created = await h.gql(
      CREATE,
      {
        input: {
          recipientKind,
          recipientId: recipientId ?? h.merchants.blueBay,
          language,
          lines,
        },
      },
      { token: accountant },
    );
    const posted = (
      await h.gql(
        POST,
        { id: created.data!.accounting.createDraft.invoice!._id },
        { token: accountant },
      )
    ).data!.accounting.post.invoice!;
    // The answer says whether the PDF is there yet (decision record 028): a job renders it.
    expect(posted.pdfReady).toBe(posted.pdfSha256 !== null);
    return { ...posted, pdfSha256: await renderedHash(posted._id) };
  };
  /** The SHA-256 the posting's job stores with the PDF, within 5 s of the posting. */
  async function renderedHash(invoiceId: string): Promise<string> {
    h.app.jobs.wake('invoice-pdf');
    const deadline = Date.now() + 5_000;
    for (;;) {
      const [row] = rowsOf<{ hash: string | null }>(
        await h.database.db.execute(
          sql`select pdf_sha256 as hash from invoices where id = ${invoiceId}`,
        ),
      );
      if (row?.hash) return row.hash;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const download = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    catcher = await startMailCatcher();
    h = await createHarness(kind, { SMTP_URL: catcher.url, PUBLIC_URL: PUBLIC_URL });
    callers = await signInEveryRole(h);
    accountant = callers.token('ACCOUNTANT')!;
    // The demo data's postings enqueued their PDFs: rendered before the tests time their own.
    h.app.jobs.wake('invoice-pdf');
    for (;;) {
      const [queued] = rowsOf<{ n: number }>(
        await h.database.db.execute(sql`select count(*)::int as n from pgboss.job
          where name = 'invoice-pdf' and state in ('created', 'retry', 'active')`),
      );
      if (queued!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    await h?.close();
    await catcher?.close();
  });

  it('prints an English and a Greek invoice with its number, labels and totals', async () => {
    const en = await postInvoice('en');
    expect(en.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const enPdf = await download(en.pdfUrl!, accountant);
    expect(enPdf.statusCode).toBe(200);
    expect(enPdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(enPdf.rawPayload)).toBe(en.pdfSha256);
    const enText = textOf(enPdf.rawPayload);
    expect(enText).toContain('Invoice');
    expect(enText).toContain(en.number);
    expect(enText).toContain('Office coffee');
    expect(enText).toContain('Blue Bay Travel');
    // 246.90 + 19 % (46.91) + 36.00 + 9 % (3.24) = 333.05
    expect(enText).toMatch(/333,05\s*€/);
    expect(enText).toContain('Total due');

    const el = await postInvoice('el');
    const elText = textOf((await download(el.pdfUrl!, accountant)).rawPayload);
    expect(elText).toContain('Τιμολόγιο');
    expect(elText).toContain(el.number);
    expect(elText).toContain('Ημερομηνία έκδοσης');
    expect(elText).toContain('Πληρωτέο σύνολο');
    expect(elText).toContain('Υπηρεσία');
    expect(elText).toMatch(/333,05\s*€/);
  });

  it('prints large amounts and quantities each on one line, with one VAT column', async () => {
    const large = await postInvoice('en', 'business', undefined, [
      {
        description: 'Fit-out of the new shop',
        quantity: 1,
        unitPriceMinor: 15_000_000,
        vatRateBp: 900,
      },
    ]);
    const text = textOf((await download(large.pdfUrl!, accountant)).rawPayload);
    // The row: description, quantity, unit price, VAT rate and net amount, on one line.
    expect(text).toMatch(/Fit-out of the new shop +1 +150\.000,00\s€ +9\s?% +150\.000,00\s€\n/);
    expect(text.match(/^ *Description +Qty +Unit price +VAT % +Net amount *$/m)).not.toBeNull();
    expect(text).toMatch(/9\s?% +150\.000,00\s€ +13\.500,00\s€/);
    expect(text).toMatch(/Total due +163\.500,00\s€/);

    const huge = await postInvoice('el', 'business', undefined, [
      { description: 'Ετήσια συμφωνία', quantity: 10_000, unitPriceMinor: 1_000_000, vatRateBp: 0 },
    ]);
    expect(huge.totalMinor).toBe(10 ** 10);
    const elText = textOf((await download(huge.pdfUrl!, accountant)).rawPayload);
    expect(elText).toMatch(/Ετήσια συμφωνία +10\.000 +10\.000,00\s€ +0\s?% +100\.000\.000,00\s€\n/);
    expect(elText).toMatch(/Πληρωτέο σύνολο +100\.000\.000,00\s€/);
  });

  it("prints the issuer's bank details, its dates' format and the verification link", async () => {
    const invoice = await postInvoice('en');
    const text = textOf((await download(invoice.pdfUrl!, accountant)).rawPayload);
    // The demo's Aroma Cafe settings: copied into the invoice when it was posted.
    expect(text).toContain('Payable within 30 days by bank transfer, quoting the invoice number.');
    expect(text).toContain('Bank: Bank of Cyprus');
    expect(text).toContain('IBAN: CY17 0020 0128 0000 0012 0052 7600');
    expect(text).toContain('BIC: BCYPCY2N');
    expect(text).toMatch(/Issue date: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain(`${PUBLIC_URL}/verify`);

    const el = textOf((await download((await postInvoice('el')).pdfUrl!, accountant)).rawPayload);
    expect(el).toContain('Στοιχεία πληρωμής');
    expect(el).toContain('Τράπεζα: Bank of Cyprus');
    expect(el).toContain(`${PUBLIC_URL}/verify`);
  });

  it('stores one PDF however many ask at once, and serves the same bytes', async () => {
    const created = await h.gql(
      CREATE,
      {
        input: {
          recipientKind: 'business',
          recipientId: h.merchants.blueBay,
          lines: [{ description: 'Fee', quantity: 1, unitPriceMinor: 100, vatRateBp: 0 }],
        },
      },
      { token: accountant },
    );
    const id = created.data!.accounting.createDraft.invoice!._id;
    expect(await ensureInvoicePdf(h.database.db, id, 'http://x')).toBeNull();
    await h.gql(POST, { id }, { token: accountant });
    await h.database.db
      .execute(sql`delete from invoice_documents where invoice_id = ${id}`)
      .catch(() => {});
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ensureInvoicePdf(h.database.db, id, 'http://x')),
    );
    expect(new Set(results.map((r) => r!.sha256)).size).toBe(1);
    const stored = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`select count(*)::int as n from invoice_documents where invoice_id = ${id}`,
      ),
    );
    expect(stored[0]!.n).toBe(1);
    await expect(
      h.database.db.execute(
        sql`update invoice_documents set bytes = '\\x00' where invoice_id = ${id}`,
      ),
    ).rejects.toThrow();
  });

  it('lets the issuer, the recipient business and the provider download, nobody else', async () => {
    const invoice = await postInvoice('en');
    const blue = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
    expect((await download(invoice.pdfUrl!, blue)).statusCode).toBe(200);
    expect((await download(invoice.pdfUrl!, callers.token('ADMIN'))).statusCode).toBe(200);
    expect((await download(invoice.pdfUrl!)).statusCode).toBe(401);
    expect((await download(invoice.pdfUrl!, callers.token('CASHIER'))).statusCode).toBe(403);
    // An invoice to a customer: another business does not see it.
    const [customer] = rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select customer_id as id from coupons where merchant_id = ${h.merchants.aroma} limit 1`,
      ),
    );
    const private_ = await postInvoice('en', 'customer', customer!.id);
    expect((await download(private_.pdfUrl!, blue)).statusCode).toBe(404);
    expect((await download('/api/invoices/not-an-id/pdf', accountant)).statusCode).toBe(404);
  });

  it('verifies a posted PDF by its SHA-256 and tells nothing else', async () => {
    const invoice = await postInvoice('en');
    const ok = await h.app.inject({ method: 'GET', url: `/api/verify/${invoice.pdfSha256}` });
    expect(ok.json()).toEqual({
      valid: true,
      kind: 'invoice',
      number: invoice.number,
      issuerName: 'Aroma Cafe',
      issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalMinor: invoice.totalMinor,
      currency: 'EUR',
    });
    for (const hash of ['0'.repeat(64), 'not-a-hash'])
      expect((await h.app.inject({ method: 'GET', url: `/api/verify/${hash}` })).json()).toEqual({
        valid: false,
      });
  });

  it('emails the PDF to the recipient in the invoice’s language', async () => {
    const invoice = await postInvoice('el');
    const before = catcher.received.length;
    const sent = (
      await h.gql(
        SEND,
        { id: invoice._id, email: 'books@bluebay.demo.test' },
        { token: accountant },
      )
    ).data!.accounting.send;
    expect(sent).toMatchObject({ success: true, messageCode: 'INVOICE_SENT' });
    expect(sent.invoice!.sentAt).toBeTruthy();
    expect(sent.invoice!.history.map((e) => e.event)).toContain('sent');
    const [mail] = (await catcher.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['books@bluebay.demo.test']);
    expect(mail!.subject).toBe(`Τιμολόγιο ${invoice.number} από Aroma Cafe`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe(`${invoice.number}.pdf`);
    expect(sha256(mail!.attachments[0]!.content)).toBe(invoice.pdfSha256);
  });
});
