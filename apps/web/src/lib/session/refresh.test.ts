import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session code runs in the browser; here it gets the few browser objects it touches.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () =>
  json({
    data: null,
    errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }],
  });
const employeeFound = () =>
  json({
    data: {
      employee: { getEmployee: { success: true, messageCode: 'EMPLOYEE_FOUND', employee: null } },
    },
  });

interface Call {
  query: string;
  authorization: string | undefined;
}

function stubServer(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = {
        query: (JSON.parse(String(init.body)) as { query: string }).query,
        authorization: (init.headers as Record<string, string>).authorization,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const isRefresh = (call: Call) => call.query.includes('refreshEmployeeToken');

async function load() {
  const { request } = await import('../graphql/client');
  const { getEmployeeDocument } = await import('./api/get-employee');
  const store = await import('./session-store');
  return {
    getEmployee: () => request(getEmployeeDocument, { employeeId: 'e-1' }, { notify: false }),
    store,
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', {});
  localStorage.setItem(
    'back-office.token',
    JSON.stringify({ token: 'old', expiresAt: Date.now() + 60_000 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token refresh on refused requests', () => {
  it('refreshes once for any number of concurrent refusals, then sends each again with the new token', async () => {
    const calls = stubServer(async (call) => {
      if (isRefresh(call)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({
          data: {
            employee: {
              refreshEmployeeToken: {
                success: true,
                messageCode: 'TOKEN_REFRESHED',
                token: 'new',
                expiresIn: 3600,
                employee: null,
              },
            },
          },
        });
      }
      return call.authorization === 'Bearer new' ? employeeFound() : unauthenticated();
    });
    const { getEmployee, store } = await load();

    const results = await Promise.all([getEmployee(), getEmployee(), getEmployee()]);

    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(results.map((result) => result.employee.getEmployee.success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(store.getSession().token).toBe('new');
    expect(JSON.parse(localStorage.getItem('back-office.token') ?? '{}')).toMatchObject({
      token: 'new',
    });
  });

  it('ends the session when the refresh itself is refused', async () => {
    stubServer(unauthenticated);
    const { getEmployee, store } = await load();

    await expect(getEmployee()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    expect(store.getSession()).toMatchObject({ token: null, expired: true });
    expect(localStorage.getItem('back-office.token')).toBeNull();
  });

  it('refreshes a token known to have expired before sending the request', async () => {
    localStorage.setItem(
      'back-office.token',
      JSON.stringify({ token: 'old', expiresAt: Date.now() - 1 }),
    );
    const calls = stubServer((call) =>
      isRefresh(call)
        ? json({
            data: {
              employee: {
                refreshEmployeeToken: {
                  success: true,
                  messageCode: 'TOKEN_REFRESHED',
                  token: 'new',
                  expiresIn: 3600,
                  employee: null,
                },
              },
            },
          })
        : employeeFound(),
    );
    const { getEmployee } = await load();

    await getEmployee();

    expect(calls.map((call) => (isRefresh(call) ? 'refresh' : call.authorization))).toEqual([
      'refresh',
      'Bearer new',
    ]);
  });
});

describe('network retry', () => {
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  it('retries a failed connection and a 5xx, three times at most', async () => {
    let down = false;
    let attempt = 0;
    const calls = stubServer(() => {
      attempt += 1;
      if (down || attempt === 1) throw new TypeError('Failed to fetch');
      if (attempt === 2) return json({ errors: [{ message: 'Bad gateway' }] }, 502);
      return employeeFound();
    });
    const { getEmployee } = await load();
    await expect(getEmployee()).resolves.toBeDefined();
    expect(calls).toHaveLength(3);

    down = true;
    calls.length = 0;
    await expect(getEmployee()).rejects.toMatchObject({ name: 'NetworkError' });
    expect(calls).toHaveLength(4);
  });

  it('does not retry an answer', async () => {
    const calls = stubServer(() =>
      json({
        data: null,
        errors: [{ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    const { getEmployee } = await load();
    await expect(getEmployee()).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(calls).toHaveLength(1);
  });
});
