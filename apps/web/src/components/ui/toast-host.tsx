import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, loadToastLibrary, subscribeToasterRequest } from '../../lib/toast';
import { useTheme } from '../../lib/theme';

const Toaster = lazy(() => loadToastLibrary().then((module) => ({ default: module.Toaster })));

// Mounts the toaster with the first toast (see lib/toast.ts).
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested);
  const theme = useTheme();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="top-center" richColors closeButton />
    </Suspense>
  );
}
