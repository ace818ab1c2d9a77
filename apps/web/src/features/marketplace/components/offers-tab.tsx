import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateFlag } from '../../../lib/use-create-flag';
import type { Offer } from '../api/offer-fields';
import { OfferFormDialog } from './offer-form-dialog';
import { OffersTable } from './offers-table';

// Opened by the page's Add button, or by ?isCreateOpen=true&tab=offers (the create menu).
export const CREATE_OFFER_MODAL = 'create-offer';

// The marketplace's Offers tab: the business's offers (every business's for an ADMIN), with
// create, edit while pending or rejected, and the status moves.
export function OffersTab() {
  const { t } = useTranslation();
  const create = useCreateFlag(CREATE_OFFER_MODAL);
  const [editing, setEditing] = useState<Offer | null>(null);
  return (
    <>
      <OffersTable
        id="marketplace-offers"
        label={t('offersTable')}
        onEdit={setEditing}
        emptyText={t('offersEmpty')}
      />
      {create.isOpen && <OfferFormDialog offer={null} onClose={() => create.close()} />}
      {editing && <OfferFormDialog offer={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
