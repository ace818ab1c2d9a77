import { todayIn } from '@back-office/domain/periods';
import { PageHeader } from '../../components/ui/page-header';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../lib/business-profile/use-business-date-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageMeta } from '../../lib/page-meta';
import { useCan } from '../../lib/session/use-can';
import { SalesToday } from '../../features/sales/components/sales-today';
import { ScansToday } from '../../features/scanner/components/scans-today';
import { HomeLink } from './home-link';

// / for SALES and CASHIER: the counter's day. Scans with scan:read:own; the day's sales only
// for the roles of /sales (a cashier's sales are the coupons redeemed, counted with the scans).
export function CounterHome() {
  const { t } = useTranslation();
  usePageMeta('homeCounterTitle', 'homeCounterMeta');
  const can = useCan();
  const dates = useBusinessDateFormat();
  const today = todayIn(useBusinessTimeZone());
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('homeCounterTitle')}
        description={t('homeCounterDescription', { day: dates.day(today) })}
        actions={
          <>
            <HomeLink to="/scanner-history?view=merchant">{t('homeOpenScanner')}</HomeLink>
            {can('sales:read') && <HomeLink to="/sales">{t('homeOpenSales')}</HomeLink>}
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <ScansToday />
      </div>
      {can('sales:read') && <SalesToday />}
    </div>
  );
}
