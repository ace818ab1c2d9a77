import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useCreateFlag } from '../../../lib/use-create-flag';

const CREATE_MODAL_ID = 'create-business';

export function BusinessesPage() {
  const { t } = useTranslation();
  // The create menu's Business entry lands here with ?isCreateOpen=true (SPEC §2).
  const { close } = useCreateFlag(CREATE_MODAL_ID);
  return (
    <>
      <ComingSoonPage title="pageBusinesses" description="pageBusinessesDescription" />
      <ModalDialog
        id={CREATE_MODAL_ID}
        title={t('newBusiness')}
        closeLabel={t('close')}
        footer={
          <div className="flex justify-end">
            <Button onClick={() => close()}>{t('close')}</Button>
          </div>
        }
      >
        <p className="text-slate-700 dark:text-slate-300">{t('createFormComingSoon')}</p>
      </ModalDialog>
    </>
  );
}
