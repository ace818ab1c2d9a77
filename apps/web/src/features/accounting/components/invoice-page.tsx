import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ArrowLeft,
  Ban,
  Download,
  FileMinus2,
  LifeBuoy,
  Mail,
  Pencil,
  Send,
  Trash2,
  Wallet,
} from 'lucide-react';
import { formatBasisPoints } from '@back-office/domain/money';
import { resultCodeText } from '@back-office/domain/result-codes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Amount } from '../../../components/ui/amount';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { PageHeader } from '../../../components/ui/page-header';
import type { InvoiceDetailFragment } from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { usePageMeta } from '../../../lib/page-meta';
import { reportProblem } from '../../../lib/report-problem';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useInvoice, useInvoiceAction } from '../api/invoice';
import { STATUS_TONES } from './accounting-page';
import { CreditNoteDialog, PaymentDialog, SendDialog, VoidPaymentDialog } from './invoice-dialogs';
import { InvoiceDraftDialog } from './invoice-draft-dialog';
import { INVOICE_EVENT_LABELS, INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './labels';

type Invoice = InvoiceDetailFragment;
type Dialog =
  | 'edit'
  | 'post'
  | 'delete'
  | 'cancel'
  | 'pay'
  | 'credit'
  | 'send'
  | { void: Invoice['payments'][number] }
  | null;

// /accounting/{id}: one invoice or credit note with what its state allows. Another
// business's id is not found, as an unknown one.
export function InvoicePage() {
  const { t } = useTranslation();
  usePageMeta('pageInvoice', 'pageInvoiceDescription');
  const { id = '' } = useParams();
  const invoice = useInvoice(id);

  if (invoice.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8" role="status">
        {t('loading')}
      </div>
    );
  if (!invoice.data)
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <PageHeader title={t('invoiceNotFound')} description={t('invoiceNotFoundText')} />
        <Link className="text-brand-700 underline dark:text-brand-100" to="/accounting">
          {t('invoiceBackToList')}
        </Link>
      </div>
    );
  return <InvoiceView invoice={invoice.data} />;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const navigate = useNavigate();
  const writable = useCan()('invoice:write') && !invoice.received;
  const action = useInvoiceAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const draft = invoice.status === 'draft';
  const posted = invoice.status === 'posted';
  const isInvoice = invoice.kind === 'invoice';
  const title = invoice.number ?? (isInvoice ? t('invoiceDraftTitle') : t('creditNoteDraftTitle'));

  async function run(kind: 'post' | 'deleteDraft' | 'cancelDraft') {
    const result = await action.mutateAsync({ action: kind, id: invoice._id });
    showToast(
      result.success ? 'success' : 'error',
      t(resultCodeText(result.messageCode) ?? 'unexpectedError'),
    );
    if (result.success && kind === 'deleteDraft') void navigate('/accounting');
  }

  async function download() {
    if (!invoice.pdfUrl) return;
    try {
      await downloadAuthorized(invoice.pdfUrl, `${invoice.number ?? 'invoice'}.pdf`);
    } catch {
      showToast('error', t('invoicePdfFailed'));
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <Link
        to="/accounting"
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline dark:text-brand-100"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('invoiceBackToList')}
      </Link>
      <PageHeader
        title={title}
        description={
          // A received number is another issuer's series: who sent it tells it apart.
          invoice.received
            ? t(isInvoice ? 'invoiceKindInvoiceFrom' : 'invoiceKindCreditNoteFrom', {
                issuer: invoice.issuer.name,
              })
            : t(isInvoice ? 'invoiceKindInvoice' : 'invoiceKindCreditNote')
        }
        actions={
          <>
            {writable && draft && (
              <>
                <Button variant="secondary" onClick={() => setDialog('edit')}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('invoiceEdit')}
                </Button>
                <Button onClick={() => setDialog('post')}>
                  <Send className="size-4" aria-hidden="true" />
                  {t('invoicePost')}
                </Button>
                <Button variant="secondary" onClick={() => setDialog('cancel')}>
                  <Ban className="size-4" aria-hidden="true" />
                  {t('invoiceCancelDraft')}
                </Button>
                <Button variant="danger" onClick={() => setDialog('delete')}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('invoiceDeleteDraft')}
                </Button>
              </>
            )}
            {writable && posted && isInvoice && invoice.dueMinor > 0 && (
              <Button onClick={() => setDialog('pay')}>
                <Wallet className="size-4" aria-hidden="true" />
                {t('paymentRecord')}
              </Button>
            )}
            {writable && posted && isInvoice && invoice.paymentStatus !== 'credited' && (
              <Button variant="secondary" onClick={() => setDialog('credit')}>
                <FileMinus2 className="size-4" aria-hidden="true" />
                {t('creditNoteIssue')}
              </Button>
            )}
            {posted && invoice.pdfUrl && (
              <Button variant="secondary" onClick={() => void download()}>
                <Download className="size-4" aria-hidden="true" />
                {t('invoiceDownloadPdf')}
              </Button>
            )}
            {writable && posted && (
              <Button variant="secondary" onClick={() => setDialog('send')}>
                <Mail className="size-4" aria-hidden="true" />
                {t('invoiceSend')}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() =>
                reportProblem({
                  about: { kind: 'invoice', id: invoice._id },
                  subject: t('reportInvoiceSubject', { number: title }),
                  category: 'billing',
                })
              }
            >
              <LifeBuoy className="size-4" aria-hidden="true" />
              {t('reportProblem')}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap gap-2" data-testid="invoice-status">
        <Badge tone={STATUS_TONES[invoice.status]}>
          {label(INVOICE_STATUS_LABELS, invoice.status)}
        </Badge>
        {posted && isInvoice && (
          <Badge tone={STATUS_TONES[invoice.paymentStatus]}>
            {label(PAYMENT_STATUS_LABELS, invoice.paymentStatus)}
          </Badge>
        )}
        {invoice.overdue && <Badge tone="danger">{t('invoiceOverdue')}</Badge>}
        {invoice.creditOf && (
          <Link className="text-sm underline" to={`/accounting/${invoice.creditOf._id}`}>
            {t('creditNoteOf', { number: invoice.creditOf.number ?? '' })}
          </Link>
        )}
      </div>
      <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
        <Party title={t('invoiceIssuer')} party={invoice.issuer} />
        <Party title={t('invoiceRecipient')} party={invoice.recipient} />
        <dl className="grid grid-cols-2 gap-1 text-sm sm:col-span-2 sm:grid-cols-4">
          <dt className="text-slate-600 dark:text-slate-400">{t('invoiceIssueDate')}</dt>
          <dd>{invoice.issueDate ? dates.date(invoice.issueDate) : '—'}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('invoiceDueDate')}</dt>
          <dd>{invoice.dueDate ? dates.date(invoice.dueDate) : '—'}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('invoiceLanguage')}</dt>
          <dd>{invoice.language === 'el' ? 'Ελληνικά' : 'English'}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('invoiceCurrency')}</dt>
          <dd>{invoice.currency}</dd>
        </dl>
        {invoice.notes && <p className="text-sm sm:col-span-2">{invoice.notes}</p>}
      </section>
      <ScrollRegion label={t('invoiceLines')}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('invoiceLines')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-800">
              <th scope="col" className="py-2">
                {t('invoiceLineDescription')}
              </th>
              <th scope="col" className="text-right">
                {t('invoiceLineQuantity')}
              </th>
              <th scope="col" className="text-right">
                {t('invoiceLineUnitPrice')}
              </th>
              <th scope="col" className="text-right">
                {t('invoiceLineDiscount')}
              </th>
              <th scope="col" className="text-right">
                {t('invoiceLineVat')}
              </th>
              <th scope="col" className="text-right">
                {t('invoiceTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line._id} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2">{line.description}</td>
                <td className="text-right">{line.quantity}</td>
                <td className="text-right">
                  <Amount minorUnits={line.unitPriceMinor} currency={invoice.currency} />
                </td>
                <td className="text-right">
                  <Amount minorUnits={line.discountMinor} currency={invoice.currency} />
                </td>
                <td className="text-right">{formatBasisPoints(line.vatRateBp)}</td>
                <td className="text-right">
                  <Amount minorUnits={line.totalMinor} currency={invoice.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl
        className="ml-auto grid max-w-sm grid-cols-2 gap-x-6 gap-y-1 text-sm"
        data-testid="invoice-totals"
      >
        {invoice.vatSummary.map((row) => (
          <div key={row.vatRateBp} className="contents">
            <dt>{t('invoiceVatAt', { rate: formatBasisPoints(row.vatRateBp) })}</dt>
            <dd className="text-right">
              <Amount minorUnits={row.vatMinor} currency={invoice.currency} />
            </dd>
          </div>
        ))}
        <dt>{t('invoiceSubtotal')}</dt>
        <dd className="text-right">
          <Amount minorUnits={invoice.subtotalMinor} currency={invoice.currency} />
        </dd>
        <dt className="font-semibold">{t('invoiceTotal')}</dt>
        <dd className="text-right font-semibold">
          <Amount minorUnits={invoice.totalMinor} currency={invoice.currency} />
        </dd>
        {posted && isInvoice && (
          <>
            <dt>{t('invoicePaid')}</dt>
            <dd className="text-right">
              <Amount minorUnits={invoice.paidMinor} currency={invoice.currency} />
            </dd>
            <dt>{t('invoiceCredited')}</dt>
            <dd className="text-right">
              <Amount minorUnits={invoice.creditedMinor} currency={invoice.currency} />
            </dd>
            <dt className="font-semibold">{t('invoiceAmountDue')}</dt>
            <dd className="text-right font-semibold" data-testid="invoice-due">
              <Amount minorUnits={invoice.dueMinor} currency={invoice.currency} />
            </dd>
          </>
        )}
      </dl>
      {isInvoice && posted && (
        <section aria-labelledby="payments-title" className="space-y-2">
          <h2 id="payments-title" className="text-lg font-semibold">
            {t('accountingTabPayments')}
          </h2>
          {invoice.payments.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('paymentEmpty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {invoice.payments.map((payment) => (
                <li
                  key={payment._id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span className={payment.voidedAt ? 'line-through' : ''}>
                    {dates.date(payment.paidOn)} · {label(PAYMENT_METHOD_LABELS, payment.method)}
                    {payment.reference && ` · ${payment.reference}`} ·{' '}
                    <Amount minorUnits={payment.amountMinor} currency={invoice.currency} />
                  </span>
                  {payment.voidedAt ? (
                    <Badge>{t('paymentVoidedBecause', { reason: payment.voidReason ?? '' })}</Badge>
                  ) : (
                    writable && (
                      <Button variant="ghost" onClick={() => setDialog({ void: payment })}>
                        {t('paymentVoidAction')}
                      </Button>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {invoice.creditNotes.length > 0 && (
        <section aria-labelledby="credit-notes-title" className="space-y-2">
          <h2 id="credit-notes-title" className="text-lg font-semibold">
            {t('accountingTabCreditNotes')}
          </h2>
          <ul className="text-sm">
            {invoice.creditNotes.map((note) => (
              <li key={note._id}>
                <Link className="underline" to={`/accounting/${note._id}`}>
                  {note.number ?? '—'}
                </Link>{' '}
                <Amount minorUnits={note.totalMinor} currency={invoice.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="history-title" className="space-y-2">
        <h2 id="history-title" className="text-lg font-semibold">
          {t('invoiceHistory')}
        </h2>
        <ol className="space-y-1 text-sm">
          {invoice.history.map((event, index) => (
            <li key={index}>
              <span className="tabular-nums">{dates.dateTime(event.at)}</span> ·{' '}
              {label(INVOICE_EVENT_LABELS, event.event)}
              {event.employeeName && ` · ${event.employeeName}`}
            </li>
          ))}
        </ol>
      </section>
      {dialog === 'edit' && (
        <InvoiceDraftDialog invoice={invoice} onClose={() => setDialog(null)} />
      )}
      {dialog === 'post' && (
        <ConfirmDialog
          title={t('invoicePostTitle')}
          message={t('invoicePostText')}
          confirmLabel={t('invoicePost')}
          onConfirm={() => run('post')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={t('invoiceCancelTitle')}
          message={t('invoiceCancelText')}
          confirmLabel={t('invoiceCancelDraft')}
          danger
          onConfirm={() => run('cancelDraft')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('invoiceDeleteTitle')}
          message={t('invoiceDeleteText')}
          confirmLabel={t('invoiceDeleteDraft')}
          danger
          onConfirm={() => run('deleteDraft')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'pay' && <PaymentDialog invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'credit' && (
        <CreditNoteDialog invoice={invoice} onClose={() => setDialog(null)} />
      )}
      {dialog === 'send' && <SendDialog invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && (
        <VoidPaymentDialog payment={dialog.void} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

function Party({ title, party }: { title: string; party: Invoice['issuer'] }) {
  return (
    <div className="text-sm">
      <h2 className="font-semibold">{title}</h2>
      <p>{party.name}</p>
      {party.legalName && party.legalName !== party.name && <p>{party.legalName}</p>}
      {party.taxId && <p>{party.taxId}</p>}
      {party.address && (
        <p>{[party.address, party.postalCode, party.city].filter(Boolean).join(', ')}</p>
      )}
      {party.country && <p>{party.country}</p>}
      {party.email && <p>{party.email}</p>}
    </div>
  );
}
