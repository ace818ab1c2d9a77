import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { PlansTab } from './plans-tab';
import { SubscribersTab } from './subscribers-tab';
import { SubscriptionDetailDialog } from './subscription-detail-dialog';

type Tab = 'plans' | 'subscribers';

// /subscription-settings (ADMIN): the provider's plans and the businesses' subscriptions. The
// address keeps the tab (?tab=subscribers), the open subscription (?subscription=id) and a
// business to subscribe or find (?business=id, from the businesses list).
export function SubscriptionSettingsPage() {
  const { t } = useTranslation();
  usePageMeta('pageSubscriptionSettings', 'pageSubscriptionSettingsDescription');
  const [params, setParams] = useSearchParams();
  const business = params.get('business');
  const opened = params.get('subscription');
  const tab: Tab = params.get('tab') === 'subscribers' || business ? 'subscribers' : 'plans';

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageSubscriptionSettings')}
        description={t('pageSubscriptionSettingsDescription')}
      />
      <Tabs
        label={t('pageSubscriptionSettings')}
        tabs={[
          { key: 'plans', label: t('subscriptionTabPlans') },
          { key: 'subscribers', label: t('subscriptionTabSubscribers') },
        ]}
        selected={tab}
        onSelect={(key) =>
          update((next) => {
            next.delete('business');
            if (key === 'plans') next.delete('tab');
            else next.set('tab', key);
          })
        }
      >
        {tab === 'plans' ? (
          <PlansTab />
        ) : (
          <SubscribersTab
            business={business}
            onBusinessHandled={() =>
              update((next) => {
                next.delete('business');
                next.set('tab', 'subscribers');
              })
            }
            onOpen={(id) =>
              update((next) => {
                next.delete('business');
                next.set('tab', 'subscribers');
                next.set('subscription', id);
              }, false)
            }
          />
        )}
      </Tabs>
      {opened && (
        <SubscriptionDetailDialog
          id={opened}
          onClose={() => update((next) => next.delete('subscription'))}
        />
      )}
    </div>
  );
}
