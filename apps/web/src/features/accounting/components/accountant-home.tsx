import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { todayIn } from '@back-office/domain/periods';
import { Badge } from '../../../components/ui/badge';
import { Amount } from '../../../components/ui/amount';
import { HomeEmpty, HomePanel } from '../../../components/ui/home-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../../lib/business-profile/use-business-date-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { request } from '../../../lib/graphql/client';
import { usePageMeta } from '../../../lib/page-meta';
import {
  accountingQueryKey,
  listInvoicesDocument,
  useAccountingSummary,
} from '../api/list-invoices';
import { ReceivableAgeRows } from './receivable-age-rows';

const OVERDUE_SHOWN = 5;

// / for an ACCOUNTANT: what customers owe by age, the invoices past their due date, and the VAT
// of the current quarter, all read with accounting:read.
export function AccountantHome() {
  const { t } = useTranslation();
  usePageMeta('homeAccountantTitle', 'homeAccountantDescription');
  const today = todayIn(useBusinessTimeZone());
  const year = Number(today.slice(0, 4));
  const summary = useAccountingSummary(year, '');
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('homeAccountantTitle')} description={t('homeAccountantDescription')} />
      {summary.isSuccess ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Receivables receivables={summary.data.receivables} />
          <OverdueInvoices />
          <QuarterVat vat={summary.data.vatSummary} today={today} />
        </div>
      ) : (
        <QueryStatus failed={summary.isError} onRetry={() => void summary.refetch()} />
      )}
    </div>
  );
}

type Summary = NonNullable<ReturnType<typeof useAccountingSummary>['data']>;

function Receivables({ receivables }: { receivables: Summary['receivables'] }) {
  const { t } = useTranslation();
  return (
    <HomePanel
      title={t('homeReceivables')}
      link={{ to: '/accounting', label: t('homeOpenAccounting') }}
      testId="home-receivables"
    >
      {receivables.length === 0 && <HomeEmpty>{t('homeReceivablesNone')}</HomeEmpty>}
      {receivables.map((r) => {
        const overdue = r.buckets
          .filter((b) => b.age !== 'notDue')
          .reduce((sum, b) => sum + b.dueMinor, 0);
        return (
          <div key={r.currency} className="space-y-2">
            <p className="text-2xl font-bold tracking-tight">
              <Amount minorUnits={r.totalDueMinor} currency={r.currency} />
            </p>
            <p className="font-medium text-red-700 dark:text-red-400">
              {t('homeOverdueAmount')}: <Amount minorUnits={overdue} currency={r.currency} />
            </p>
            <table className="w-full">
              <caption className="sr-only">{t('accountingReceivablesByAge')}</caption>
              <ReceivableAgeRows buckets={r.buckets} currency={r.currency} cellClassName="py-0.5" />
            </table>
          </div>
        );
      })}
    </HomePanel>
  );
}

function OverdueInvoices() {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const overdue = useQuery({
    queryKey: [...accountingQueryKey, 'home-overdue'],
    queryFn: async () =>
      (
        await request(
          listInvoicesDocument,
          { filter: { tab: 'invoices', overdue: true }, first: OVERDUE_SHOWN },
          { notify: false },
        )
      ).accounting.list,
  });
  return (
    <HomePanel
      title={t('homeOverdueInvoices')}
      link={{ to: '/accounting?overdue=true', label: t('homeSeeAll') }}
      testId="home-overdue-invoices"
    >
      {!overdue.isSuccess ? (
        <QueryStatus failed={overdue.isError} onRetry={() => void overdue.refetch()} />
      ) : overdue.data.items.length === 0 ? (
        <HomeEmpty>{t('homeOverdueNone')}</HomeEmpty>
      ) : (
        <>
          <p className="mb-2">
            <Badge tone="danger">
              {t('homeOverdueInvoicesCount', {
                count: overdue.data.totalCount,
              })}
            </Badge>
          </p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {overdue.data.items.map((invoice) => (
              <li key={invoice._id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/accounting/${invoice._id}`}
                    className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                  >
                    {invoice.number ?? invoice._id}
                  </Link>
                  <p className="break-words text-slate-600 dark:text-slate-400">
                    {invoice.recipient.name}
                    {invoice.dueDate &&
                      ` · ${t('homeOverdueDue', { date: dates.day(invoice.dueDate) })}`}
                  </p>
                </div>
                <span className="shrink-0 font-medium">
                  <Amount minorUnits={invoice.dueMinor} currency={invoice.currency} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomePanel>
  );
}

// The quarter's VAT per currency, the months of the quarter beneath.
function QuarterVat({ vat, today }: { vat: Summary['vatSummary']; today: string }) {
  const { t, i18n } = useTranslation();
  // A month by its name in the reader's language: "October 2026", "Οκτώβριος 2026".
  const monthName = new Intl.DateTimeFormat(i18n.language === 'el' ? 'el-GR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const year = today.slice(0, 4);
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const months = [0, 1, 2].map(
    (i) => `${year}-${String((quarter - 1) * 3 + 1 + i).padStart(2, '0')}`,
  );
  const rows = vat.filter((row) => months.includes(row.month));
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return (
    <HomePanel
      title={`${t('homeVatDue')} · ${t('homeVatQuarter', { quarter, year })}`}
      link={{ to: '/accounting', label: t('homeOpenAccounting') }}
      testId="home-vat"
    >
      {currencies.length === 0 && <HomeEmpty>{t('homeVatNone')}</HomeEmpty>}
      {currencies.map((currency) => {
        const ofCurrency = rows.filter((row) => row.currency === currency);
        const total = ofCurrency.reduce((sum, row) => sum + row.vatMinor, 0);
        return (
          <div key={currency} className="space-y-2">
            <p className="text-2xl font-bold tracking-tight">
              <Amount minorUnits={total} currency={currency} />
            </p>
            <table className="w-full">
              <caption className="sr-only">{t('homeVatDue')}</caption>
              <tbody>
                {months.map((month) => (
                  <tr key={month}>
                    <th scope="row" className="py-0.5 text-left font-normal">
                      {monthName.format(new Date(`${month}-01T00:00:00Z`))}
                    </th>
                    <td className="py-0.5 text-right">
                      <Amount
                        minorUnits={ofCurrency
                          .filter((row) => row.month === month)
                          .reduce((sum, row) => sum + row.vatMinor, 0)}
                        currency={currency}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </HomePanel>
  );
}
