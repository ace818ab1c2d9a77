import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './errors';
import { mutationKey, send, type Document } from './transport';

const doc = (text: string) => text as unknown as Document<{ ok: boolean }, object>;
const MUTATION = doc('mutation Pay($id: ID!) { accounting { recordPayment { success } } }');
const QUERY = doc('query Get { accounting { settings { currency } } }');
const answer = () =>
  new Response(JSON.stringify({ data: { ok: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

// The network is the boundary here: a connection that drops once, then answers.
function dropsOnce() {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const keyOf = (call: Parameters<typeof fetch>) =>
  (call[1]!.headers as Record<string, string>)['idempotency-key'];

describe('the transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a key for a mutation and none for a query', () => {
    expect(mutationKey(MUTATION)).toMatch(/^[0-9a-f-]{36}$/);
    expect(mutationKey(MUTATION)).not.toBe(mutationKey(MUTATION));
    expect(mutationKey(QUERY)).toBeUndefined();
  });

  it('sends a mutation again under its key after a dropped connection', async () => {
    const fetchMock = dropsOnce();
    await expect(
      send(
        MUTATION,
        { id: '1' },
        { token: null, retry: true, idempotencyKey: 'key-of-action-0001' },
      ),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(['key-of-action-0001', 'key-of-action-0001']);
  });

  it('never sends a mutation without a key twice', async () => {
    const fetchMock = dropsOnce();
    await expect(send(MUTATION, { id: '1' }, { token: null, retry: true })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0]!)).toBeUndefined();
  });

  it('sends a query again without a key', async () => {
    const fetchMock = dropsOnce();
    await expect(send(QUERY, {}, { token: null, retry: true })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
