import { closeModal, useModal } from '../../lib/modals/modal-store';
import { Dialog, type DialogProps } from './dialog';

// The dialog of a modal in the modal store: shown while its id is open; Escape, the backdrop and
// the close button dismiss it unless it was opened with closing disabled.
export function ModalDialog({ id, ...props }: Omit<DialogProps, 'onClose'> & { id: string }) {
  const modal = useModal(id);
  if (!modal) return null;
  return <Dialog {...props} onClose={modal.disableClose ? undefined : () => closeModal(id)} />;
}
