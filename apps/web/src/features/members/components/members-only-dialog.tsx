import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Programme } from '@back-office/domain/members';
import { membersOnlyInputSchema } from '@back-office/domain/schemas/members';
import { useOfferChoices, useSetMembersOnly } from '../api/members';
import { PickTierDialog } from './pick-tier-dialog';

// Reserves an approved offer (of any business) for members of a tier of the programme, and of the
// tiers above it: only they see it in their wallet.
export function MembersOnlyDialog({
  programme,
  onClose,
}: {
  programme: Programme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const offers = useOfferChoices(search);
  const reserve = useSetMembersOnly();
  return (
    <PickTierDialog
      programme={programme}
      field="offerId"
      title={t('membersOnlyMark')}
      description={t('membersOnlyMarkText')}
      submitLabel={t('membersOnlySubmit')}
      picker={{
        searchLabel: t('membersOnlyFindOffer'),
        label: t('membersOnlyOffer'),
        placeholder: t('membersOnlyChooseOffer'),
        loading: offers.isPending,
        choices: (offers.data ?? []).map((offer) => ({
          value: offer._id,
          label: `${offer.title} · ${offer.businessName}`,
        })),
        onSearch: setSearch,
      }}
      schema={membersOnlyInputSchema}
      save={(input) => reserve.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
