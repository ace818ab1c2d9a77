import { CustomerList } from './customer-list';

// SPEC §2: /business-customers (every signed-in role): the selected business's customers.
export function BusinessCustomersPage() {
  return (
    <CustomerList
      scope="business"
      title="pageBusinessCustomers"
      description="pageBusinessCustomersDescription"
    />
  );
}
