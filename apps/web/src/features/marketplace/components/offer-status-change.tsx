import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OfferStatus } from '@back-office/domain/catalog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast';
import type { Offer } from '../api/offer-fields';
import { useSetOfferStatus } from '../api/set-offer-status';
import { isDestructive, MOVE_TEXTS, type OfferMove } from '../offer-moves';

// One status change asked for: the offers (all in the same status), where they go, and what
// that means.
export interface OfferStatusRequest {
  offers: readonly Offer[];
  status: OfferStatus;
  move: OfferMove;
}

// The confirmation every status change goes through; a rejection also asks for the reason the
// merchant will read.
export function OfferStatusChange({
  request,
  onDone,
  onClose,
}: {
  request: OfferStatusRequest;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setStatus = useSetOfferStatus();
  const { offers, status, move } = request;
  const texts = MOVE_TEXTS[move];
  const subject =
    offers.length === 1 && offers[0] ? offers[0].title : t('offersCount', { count: offers.length });

  return (
    <ConfirmDialog
      title={t(texts.title, { name: subject })}
      message={t(texts.text)}
      confirmLabel={t(texts.action)}
      danger={isDestructive(move)}
      reasonLabel={move === 'reject' ? t('offerRejectReason') : undefined}
      onConfirm={async (reason) => {
        await setStatus.mutateAsync({
          ids: offers.map((offer) => offer._id),
          status,
          reason: move === 'reject' ? reason : undefined,
        });
        showToast('success', t(texts.done, { name: subject }));
        onDone();
      }}
      onClose={onClose}
    />
  );
}
