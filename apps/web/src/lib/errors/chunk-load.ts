// A script or style chunk that did not arrive: a dropped connection, or assets replaced by a new
// deploy while this tab was open. Each browser words the failed dynamic import its own way;
// Vite's preload helper words a failed stylesheet.
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_MESSAGES.some((text) => message.includes(text));
}

const RELOADED_FOR_KEY = 'back-office.reloaded-for-deploy';

function entryScript(html: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

// The staff app's entry script of the build this tab runs. The customer's wallet, a page of its
// own, names it in a meta tag (build/wallet-page.ts), as '/' serves the staff app's page.
function runningEntryScript(): string | null | undefined {
  return (
    document.querySelector('meta[name="app-entry"]')?.getAttribute('content') ??
    document.querySelector('script[type="module"][src]')?.getAttribute('src')
  );
}

/**
 * Reloads the page when the server now serves another build than the one this tab runs (its
 * chunks are gone), once per new build, so that a build which itself fails cannot make the page
 * reload forever. Says whether it reloads.
 */
export async function reloadIfNewDeploy(): Promise<boolean> {
  const running = runningEntryScript();
  let served: string | null;
  try {
    const res = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    served = res.ok ? entryScript(await res.text()) : null;
  } catch {
    return false;
  }
  if (!served || !running || served === running) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === served) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, served);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
