import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import {
  useApproveCampaign,
  useEndCampaign,
  usePauseCampaign,
  useRejectCampaign,
  useResumeCampaign,
} from '../api/advertisement';

export type ConfirmedMove = 'pause' | 'resume' | 'end' | 'approve' | 'reject';

const TEXTS = {
  pause: { title: 'campaignPauseTitle', text: 'campaignPauseText', action: 'campaignPause' },
  resume: { title: 'campaignResumeTitle', text: 'campaignResumeText', action: 'campaignResume' },
  end: { title: 'campaignEndTitle', text: 'campaignEndText', action: 'campaignEnd' },
  approve: {
    title: 'campaignApproveTitle',
    text: 'campaignApproveText',
    action: 'campaignApprove',
  },
  reject: { title: 'campaignRejectTitle', text: 'campaignRejectText', action: 'campaignReject' },
} as const;

// Every change of a campaign's course is asked once more; ending and rejecting are for good, and
// a rejection says why (the business reads it). The server's answer is said in a toast.
export function CampaignConfirmation({
  campaign,
  move,
  onClose,
}: {
  campaign: CampaignFieldsFragment;
  move: ConfirmedMove;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const end = useEndCampaign();
  const approve = useApproveCampaign();
  const reject = useRejectCampaign();
  const texts = TEXTS[move];
  const names = { title: campaign.offerTitle, business: campaign.businessName };

  async function confirm(reason: string) {
    const id = campaign._id;
    const writes = {
      pause: () => pause.mutateAsync(id),
      resume: () => resume.mutateAsync(id),
      end: () => end.mutateAsync(id),
      approve: () => approve.mutateAsync(id),
      reject: () => reject.mutateAsync({ id, reason }),
    };
    const result = await writes[move]();
    showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
  }

  return (
    <ConfirmDialog
      title={t(texts.title, names)}
      message={t(texts.text, names)}
      confirmLabel={t(texts.action)}
      danger={move === 'end' || move === 'reject'}
      reasonLabel={move === 'reject' ? t('campaignRejectReason') : undefined}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
