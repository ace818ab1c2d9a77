import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { openModal } from '../../../lib/modals/modal-store';
import { usePageMeta } from '../../../lib/page-meta';
import { CREATE_OFFER_MODAL, OffersTab } from './offers-tab';
import { CREATE_PRODUCT_MODAL, ProductsTab } from './products-tab';

type MarketplaceTab = 'products' | 'offers';

// ?tab=offers selects Offers (the create menu's Offer entry adds isCreateOpen=true).
const TAB_PARAM = 'tab';

export function MarketplacePage() {
  const { t } = useTranslation();
  usePageMeta('pageMarketplace', 'pageMarketplaceDescription');
  const [params, setParams] = useSearchParams();
  const tab: MarketplaceTab = params.get(TAB_PARAM) === 'offers' ? 'offers' : 'products';

  function select(next: MarketplaceTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'offers') updated.set(TAB_PARAM, next);
        else updated.delete(TAB_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageMarketplace')}
        description={t('pageMarketplaceDescription')}
        actions={
          <Button
            onClick={() => openModal(tab === 'offers' ? CREATE_OFFER_MODAL : CREATE_PRODUCT_MODAL)}
          >
            <Plus className="size-4" aria-hidden="true" />
            {tab === 'offers' ? t('offerAdd') : t('productAdd')}
          </Button>
        }
      />
      <Tabs
        label={t('pageMarketplace')}
        tabs={[
          { key: 'products', label: t('marketplaceProducts') },
          { key: 'offers', label: t('marketplaceOffers') },
        ]}
        selected={tab}
        onSelect={select}
      >
        {tab === 'offers' ? <OffersTab /> : <ProductsTab />}
      </Tabs>
    </div>
  );
}
