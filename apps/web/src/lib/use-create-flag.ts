import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { closeModal, openModal, useModal, type ModalResult } from './modals/modal-store';

// The create menu opens /marketplace, /employees or /businesses with ?isCreateOpen=true; the
// flag opens the page's create dialog and leaves the address when the dialog closes.
export const CREATE_FLAG = 'isCreateOpen';

export interface CreateFlag {
  isOpen: boolean;
  // Closes the dialog; pass { confirmed: true, data } when something was created.
  close: (result?: ModalResult) => void;
}

export function useCreateFlag(modalId: string): CreateFlag {
  const [params, setParams] = useSearchParams();
  const flagged = params.get(CREATE_FLAG) === 'true';
  const modal = useModal(modalId);

  const removeFlag = useEffectEvent(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_FLAG);
        return next;
      },
      { replace: true },
    );
  });

  useEffect(() => {
    if (!flagged) return;
    // Leaving the page closes the dialog but must not rewrite the address of the next page.
    let mounted = true;
    void openModal(modalId, { asyncMode: true }).then(() => {
      if (mounted) removeFlag();
    });
    return () => {
      mounted = false;
      closeModal(modalId);
    };
  }, [flagged, modalId]);

  return { isOpen: modal !== null, close: (result) => closeModal(modalId, result) };
}
