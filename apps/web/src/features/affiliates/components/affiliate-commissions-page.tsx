import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { CommissionsTab } from './commissions-tab';
import { PayoutsTab } from './payouts-tab';
import { RulesTab } from './rules-tab';
import { WhatIfTab } from './what-if-tab';

type Tab = 'commissions' | 'payouts' | 'rules' | 'whatIf';

// /affiliate-commissions (ADMIN): what affiliates earned, their payouts, the rules that decide
// it, and what a draft rule would have paid.
export function AffiliateCommissionsPage() {
  const { t } = useTranslation();
  usePageMeta('pageAffiliateCommissions', 'pageAffiliateCommissionsDescription');
  const [tab, setTab] = useState<Tab>('commissions');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageAffiliateCommissions')}
        description={t('pageAffiliateCommissionsDescription')}
      />
      <Tabs
        label={t('commissionTabs')}
        tabs={[
          { key: 'commissions', label: t('commissionTabCommissions') },
          { key: 'payouts', label: t('commissionTabPayouts') },
          { key: 'rules', label: t('commissionTabRules') },
          { key: 'whatIf', label: t('commissionTabWhatIf') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'commissions' && <CommissionsTab />}
        {tab === 'payouts' && <PayoutsTab />}
        {tab === 'rules' && <RulesTab />}
        {tab === 'whatIf' && <WhatIfTab />}
      </Tabs>
    </div>
  );
}
