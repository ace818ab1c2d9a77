import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useFreshEmployee } from '../lib/session/use-fresh-employee';
import { useSession } from '../lib/session/use-session';
import { ShellLayout } from './shell/shell-layout';

// The signed-in area: the query cache, the employee kept fresh, and the shell around the pages.
// Loaded with the first protected page, never with the sign-in page.
export function AuthenticatedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <FreshEmployee />
      <ShellLayout />
    </QueryClientProvider>
  );
}

function FreshEmployee() {
  const { employee } = useSession();
  useFreshEmployee(employee);
  return null;
}
