import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { closeProblemReport, useProblemReport } from '../../../lib/report-problem';
import { showToast } from '../../../lib/toast';
import { NewTicketDialog } from './new-ticket-dialog';

// The New ticket dialog that "Report a problem" opens over the page it was asked from (the scan
// result, the invoice, the offers); the page stays where it is, the toast leads to the ticket.
export function ReportProblemHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const report = useProblemReport();
  if (!report) return null;
  return (
    <NewTicketDialog
      key={`${report.about?.kind ?? ''}:${report.about?.id ?? ''}:${report.subject}`}
      report={report}
      onClose={closeProblemReport}
      onOpened={(ticket) => {
        closeProblemReport();
        showToast('success', t('ticketOpenedNumber', { number: ticket.number }), {
          action: {
            label: t('ticketView'),
            onClick: () => void navigate(`/support/${ticket._id}`),
          },
        });
      }}
    />
  );
}
