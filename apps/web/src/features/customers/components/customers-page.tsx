import { CustomerList } from './customer-list';

// /customers (ADMIN, EXECUTIVE). An ADMIN sees the customers of every business.
export function CustomersPage() {
  return <CustomerList scope="all" title="pageCustomers" description="pageCustomersDescription" />;
}
