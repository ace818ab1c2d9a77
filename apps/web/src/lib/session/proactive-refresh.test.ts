import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Plans of the proactive refresh, on a fake clock.
const MINUTE = 60_000;
let refreshes = 0;

function stubBrowser(expiresInMs: number) {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('document', { addEventListener: () => undefined, visibilityState: 'visible' });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      refreshes += 1;
      const token = `token-${refreshes}`;
      return new Response(
        JSON.stringify({
          data: {
            employee: {
              refreshEmployeeToken: {
                success: true,
                messageCode: 'TOKEN_REFRESHED',
                token,
                expiresIn: expiresInMs / 1000,
                employee: null,
              },
            },
          },
        }),
      );
    }),
  );
  store.set(
    'back-office.token',
    JSON.stringify({ token: 'stored', expiresAt: Date.now() + expiresInMs }),
  );
  store.set('back-office.employee', JSON.stringify({ _id: 'e-1', businesses: [] }));
}

async function startSignedIn() {
  const store = await import('./session-store');
  const { startProactiveRefresh } = await import('./proactive-refresh');
  startProactiveRefresh();
  // The start-up check has confirmed the employee.
  store.confirmEmployee({ ...store.getSession().employee!, businesses: [] });
  return store;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  refreshes = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('proactive refresh', () => {
  it('refreshes 10 minutes before expiry, and plans again for the new token', async () => {
    stubBrowser(60 * MINUTE);
    await startSignedIn();

    await vi.advanceTimersByTimeAsync(49 * MINUTE);
    expect(refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(refreshes).toBe(2);
  });

  it('does not plan a refresh for a token that expires more than 24 h from now', async () => {
    stubBrowser(25 * 60 * MINUTE);
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(25 * 60 * MINUTE);
    expect(refreshes).toBe(0);
  });

  it('attempts at most once per 30 s, even for a token shorter than 10 minutes', async () => {
    stubBrowser(20_000);
    const store = await startSignedIn();

    await vi.advanceTimersByTimeAsync(29_000);
    expect(refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refreshes).toBe(1);
    expect(store.getSession().token).toBe('token-1');
    await vi.advanceTimersByTimeAsync(28_000);
    expect(refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refreshes).toBe(2);
  });
});
