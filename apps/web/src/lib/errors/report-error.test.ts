import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_HISTORY_LIMIT } from '@back-office/domain/constants';
import { reportError } from './report-error';

const ENDPOINT = 'https://errors.example/report';

function sentMessages(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { message: string }).message,
  );
}

describe('error reports', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { href: 'http://app.test/sales' } });
    vi.stubGlobal('navigator', { userAgent: 'test-agent' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('are only logged when no endpoint is configured', async () => {
    vi.stubEnv('VITE_ERROR_REPORT_URL', '');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await reportError(new Error('boom'), 'section');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('are POSTed as JSON records to the configured endpoint, and wait while it is down', async () => {
    vi.stubEnv('VITE_ERROR_REPORT_URL', ENDPOINT);
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', down);
    await reportError(new Error('first'), 'component', '\n    at Widget');
    expect(down).toHaveBeenCalledTimes(1);
    const [url, init] = down.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      source: 'component',
      message: 'first',
      componentStack: '\n    at Widget',
      url: 'http://app.test/sales',
      userAgent: 'test-agent',
    });

    const up = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', up);
    await reportError('second', 'global');
    expect(sentMessages(up)).toEqual(['first', 'second']);
  });

  it('keep at most 50 unsent records, the newest', async () => {
    vi.stubEnv('VITE_ERROR_REPORT_URL', ENDPOINT);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    for (let i = 0; i < ERROR_HISTORY_LIMIT + 5; i += 1) await reportError(`error ${i}`, 'global');
    const up = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', up);
    await reportError('last', 'global');
    const sent = sentMessages(up);
    expect(sent).toHaveLength(ERROR_HISTORY_LIMIT);
    expect(sent[0]).toBe('error 6');
    expect(sent.at(-1)).toBe('last');
  });
});
