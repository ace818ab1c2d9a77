import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import { openModal } from '../../../lib/modals/modal-store';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { useSession } from '../../../lib/session/use-session';
import { useCreateFlag } from '../../../lib/use-create-flag';
import { listMembers } from '../api/list-members';
import { TEAM_KEY, type Member } from '../api/member-fields';
import { EMPLOYEE_FILTER_DEFAULTS, toTeamFilter, type EmployeeFilters } from '../employee-filter';
import { AddEmployeeDialog } from './add-employee-dialog';
import { EditMemberDialog } from './edit-member-dialog';
import { EmployeeFilterControls } from './employee-filter-controls';
import { useEmployeeColumns } from './use-employee-columns';

// Opened by the page's Add button, or by ?isCreateOpen=true (the create menu).
const CREATE_MODAL_ID = 'create-employee';

// /employees (ADMIN or EXECUTIVE): the people of the selected business (of every
// business for an ADMIN), added by email and invitation, their memberships edited here.
export function EmployeesPage() {
  const { t } = useTranslation();
  usePageMeta('pageEmployees', 'pageEmployeesDescription');
  const session = useSession();
  const allBusinesses = useCan()('business:any');
  const create = useCreateFlag(CREATE_MODAL_ID);
  const [editing, setEditing] = useState<Member | null>(null);

  const columns = useEmployeeColumns(allBusinesses);
  const table = useServerTable<Member, EmployeeFilters>({
    id: 'employees',
    columns,
    queryKey: [...TEAM_KEY, 'list'],
    fetchPage: ({ filters, search, first, after }) =>
      listMembers({ filter: toTeamFilter(filters, search), first, after }),
    initialFilters: EMPLOYEE_FILTER_DEFAULTS,
    getRowId: (member) => member._id,
  });
  // An ADMIN adds to the business the list shows, else to the own (provider) business.
  const addTo = allBusinesses
    ? table.filters.merchantId || (session.selectedBusiness?.merchantId._id ?? '')
    : '';

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageEmployees')}
        description={t('pageEmployeesDescription')}
        actions={
          <Button onClick={() => openModal(CREATE_MODAL_ID)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('employeeAdd')}
          </Button>
        }
      />
      <DataTable
        table={table}
        label={t('employeesTable')}
        rowLabel={(member) => `${member.firstName} ${member.lastName}`}
        searchLabel={t('employeeSearch')}
        filters={<EmployeeFilterControls table={table} showBusiness={allBusinesses} />}
        exportName="employees"
        emptyText={t('employeesEmpty')}
        rowActions={(member) => (
          <RowAction
            aria-label={t('employeeEditNamed', { name: `${member.firstName} ${member.lastName}` })}
            onClick={() => setEditing(member)}
          >
            {t('actionEdit')}
          </RowAction>
        )}
      />
      {create.isOpen && (
        <AddEmployeeDialog
          merchantId={addTo}
          chooseBusiness={allBusinesses}
          onClose={() => create.close()}
        />
      )}
      {editing && <EditMemberDialog member={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
