import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Programme } from '@back-office/domain/members';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { MembersOnlySection } from './members-only-section';
import { MembersSection } from './members-section';
import { TiersSection } from './tiers-section';

const PAGES = {
  lifestyle: { title: 'pageLifestyleMembers', description: 'pageLifestyleMembersDescription' },
  travel: { title: 'pageTravelMembers', description: 'pageTravelMembersDescription' },
} as const;

// /lifestyle-members and /travel-members (ADMIN): one programme's members, tiers and
// members-only offers. Changes need member:write.
export function ProgrammeMembersPage({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const { title, description } = PAGES[programme];
  usePageMeta(title, description);
  const writable = useCan()('member:write');
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
      <PageHeader title={t(title)} description={t(description)} />
      <MembersSection programme={programme} writable={writable} />
      <TiersSection programme={programme} writable={writable} />
      <MembersOnlySection programme={programme} writable={writable} />
    </div>
  );
}
