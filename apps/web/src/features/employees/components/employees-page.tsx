import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function EmployeesPage() {
  return <ComingSoonPage title="pageEmployees" description="pageEmployeesDescription" />;
}
