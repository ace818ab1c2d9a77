import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function AcademyPage() {
  return <ComingSoonPage title="pageAcademy" description="pageAcademyDescription" />;
}
