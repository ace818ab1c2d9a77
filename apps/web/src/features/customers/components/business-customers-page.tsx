import { CustomerList } from './customer-list';

// /business-customers (every signed-in role): the selected business's customers.
export function BusinessCustomersPage() {
  return (
    <CustomerList
      scope="business"
      title="pageBusinessCustomers"
      description="pageBusinessCustomersDescription"
    />
  );
}
