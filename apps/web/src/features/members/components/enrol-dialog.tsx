import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Programme } from '@back-office/domain/members';
import { enrolInputSchema } from '@back-office/domain/schemas/members';
import { useCustomerChoices, useEnrol } from '../api/members';
import { PickTierDialog } from './pick-tier-dialog';

// Enrols a customer (found by name or email) in one of the programme's active tiers, with a first
// period from now.
export function EnrolDialog({ programme, onClose }: { programme: Programme; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const customers = useCustomerChoices(search);
  const enrol = useEnrol();
  return (
    <PickTierDialog
      programme={programme}
      field="customerId"
      title={t('memberEnrolTitle')}
      submitLabel={t('memberEnrol')}
      picker={{
        searchLabel: t('memberFindCustomer'),
        label: t('memberCustomer'),
        placeholder: t('memberChooseCustomer'),
        loading: customers.isPending,
        choices: (customers.data ?? []).map((c) => ({
          value: c._id,
          label: `${c.name} (${c.email})`,
        })),
        onSearch: setSearch,
      }}
      schema={enrolInputSchema}
      priced
      save={(input) => enrol.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
