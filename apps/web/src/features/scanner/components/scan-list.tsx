import { useTranslation } from '../../../lib/i18n/use-translation';
import { scanHint } from '@back-office/domain/errors';
import { RowAction } from '../../../components/ui/data-table/row-action';
import type { ScanHistoryQuery } from '../../../gql/graphql';
import { Amount } from '../../../components/ui/amount';
import { isCurrency } from '../../../lib/format-amount';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { messageText } from '../../../lib/i18n/message-text';
import { reportProblem } from '../../../lib/report-problem';
import { OutcomeBadge } from './outcome-badge';
import { ScrollRegion } from '../../../components/ui/scroll-region';

export type ScanEntry = ScanHistoryQuery['scan']['list']['items'][number];

function Value({ scan }: { scan: ScanEntry }) {
  if (scan.retailPriceMinor === null || scan.retailPriceMinor === undefined) return '—';
  const currency = scan.currency && isCurrency(scan.currency) ? scan.currency : undefined;
  return <Amount minorUnits={scan.retailPriceMinor} currency={currency} />;
}

// "Report a problem" about a recorded scan: its record, outcome code and the code's hint.
function ReportScan({ scan }: { scan: ScanEntry }) {
  const { t } = useTranslation();
  const hint = scanHint(scan.outcome);
  return (
    <RowAction
      aria-label={t('reportScanNamed', { code: scan.outcome })}
      onClick={() =>
        reportProblem({
          about: { kind: 'scan', id: scan.id },
          subject: t('reportScanSubject', { code: scan.outcome }),
          category: 'coupons',
          code: scan.outcome,
          hint: hint ? messageText(hint) : null,
        })
      }
    >
      {t('reportProblem')}
    </RowAction>
  );
}

// A table from tablet width up; cards on a phone, where seven columns cannot be read.
export function ScanList({ scans, showBusiness }: { scans: ScanEntry[]; showBusiness: boolean }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const cell = 'px-3 py-2.5 align-top';
  return (
    <>
      {/* A long offer name beside the Greek "Report a problem" passed 1,440 px with the admin's
          Business column: the table scrolls in its own region rather than widening the page. */}
      <ScrollRegion label={t('pageScannerHistory')} className="hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('pageScannerHistory')}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className={cell}>
                {t('scanTime')}
              </th>
              <th scope="col" className={cell}>
                {t('scanOutcome')}
              </th>
              <th scope="col" className={cell}>
                {t('scanCoupon')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('scanValue')}
              </th>
              <th scope="col" className={cell}>
                {t('scanCustomer')}
              </th>
              <th scope="col" className={cell}>
                {t('scanEmployee')}
              </th>
              {showBusiness && (
                <th scope="col" className={cell}>
                  {t('scanBusiness')}
                </th>
              )}
              <th scope="col" className={cell}>
                <span className="sr-only">{t('scanActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {scans.map((scan) => (
              <tr key={scan.id}>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {dates.dateTime(scan.createdAt)}
                </td>
                <td className={cell}>
                  <OutcomeBadge outcome={scan.outcome} />
                </td>
                <td className={cell}>{scan.couponName ?? '—'}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  <Value scan={scan} />
                </td>
                <td className={cell}>{scan.customerName ?? '—'}</td>
                <td className={cell}>{scan.employeeName ?? '—'}</td>
                {showBusiness && <td className={cell}>{scan.merchantName ?? '—'}</td>}
                <td className={`${cell} text-right`}>
                  <ReportScan scan={scan} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <ul
        aria-label={t('pageScannerHistory')}
        className="divide-y divide-slate-100 md:hidden dark:divide-slate-800"
      >
        {scans.map((scan) => (
          <li key={scan.id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{scan.couponName ?? '—'}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {scan.customerName ?? '—'}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">
                <Value scan={scan} />
              </p>
            </div>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
              <OutcomeBadge outcome={scan.outcome} />
              <span className="tabular-nums">{dates.dateTime(scan.createdAt)}</span>
              {scan.employeeName && <span>{scan.employeeName}</span>}
              {showBusiness && scan.merchantName && <span>{scan.merchantName}</span>}
              <span className="ml-auto">
                <ReportScan scan={scan} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
