import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { useSession } from '../../../lib/session/use-session';
import { CampaignDetailDialog } from './campaign-detail-dialog';
import { CampaignDialog } from './campaign-dialog';
import { useReviewQueue } from '../api/advertisement';
import { CampaignsTab } from './campaigns-tab';
import { ReviewQueueTab } from './review-queue-tab';

type Tab = 'campaigns' | 'review' | 'all';

// /advertisement: the selected business's campaigns, read by every role and run by those with
// advertisement:write; the provider's review queue and every business's campaigns with
// advertisement:review, who open on the review queue: the provider runs no campaigns of its own,
// and reviewing is its work here. The address keeps the tab (?tab=campaigns|review|all) and the
// open campaign (?campaign=id).
export function AdvertisementPage() {
  const { t } = useTranslation();
  usePageMeta('pageAdvertisement', 'pageAdvertisementDescription');
  const can = useCan();
  const writable = can('advertisement:write');
  const reviewer = can('advertisement:review');
  const merchantId = useSession().selectedBusiness?.merchantId._id ?? null;
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const asked = params.get('tab');
  const tab: Tab = !reviewer
    ? 'campaigns'
    : asked === 'campaigns' || asked === 'all'
      ? asked
      : 'review';
  const opened = params.get('campaign');

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
  const open = (id: string) => update((next) => next.set('campaign', id), false);

  const campaigns = <CampaignsTab key={tab} allBusinesses={tab === 'all'} onOpen={open} />;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageAdvertisement')}
        description={t('campaignIntro')}
        actions={
          writable && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('campaignNew')}
            </Button>
          )
        }
      />
      {reviewer ? (
        <ReviewerTabs tab={tab} onSelect={(key) => update((next) => next.set('tab', key))}>
          {tab === 'review' ? <ReviewQueueTab onOpen={open} /> : campaigns}
        </ReviewerTabs>
      ) : (
        campaigns
      )}
      {creating && <CampaignDialog campaign={null} onClose={() => setCreating(false)} />}
      {opened && (
        <CampaignDetailDialog
          id={opened}
          writable={writable}
          reviewer={reviewer}
          merchantId={merchantId}
          onClose={() => update((next) => next.delete('campaign'))}
        />
      )}
    </div>
  );
}

// The review tab says how many campaigns wait, so the provider sees work from any tab.
function ReviewerTabs({
  tab,
  onSelect,
  children,
}: {
  tab: Tab;
  onSelect: (key: Tab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  return (
    <Tabs
      label={t('pageAdvertisement')}
      tabs={[
        {
          key: 'review',
          label: queue.data
            ? t('advertisementTabReviewCount', { count: queue.data.length })
            : t('advertisementTabReview'),
        },
        { key: 'campaigns', label: t('advertisementTabCampaigns') },
        { key: 'all', label: t('advertisementTabAll') },
      ]}
      selected={tab}
      onSelect={onSelect}
    >
      {children}
    </Tabs>
  );
}
