import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createHarness, type Harness } from '../test/harness';

const RESET = `mutation ($email: String!) { employee { resetPassword(email: $email) { success } } }`;

// An operator follows one request through the log by its id: every line a request causes
// carries it, also those written by the parts it calls (here the mail outbox, without SMTP).
describe('the log of a request', () => {
  let h: Harness;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    h = await createHarness('pglite');
    app = await buildApp({
      config: h.config,
      database: h.database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('carries the request id on every line the request causes', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: RESET, variables: { email: 'employee@demo.test' } }),
    });
    expect(res.json()).toEqual({ data: { employee: { resetPassword: { success: true } } } });
    const mailLine = lines.find((l) => String(l.msg).includes('/reset-password/confirm?token='));
    expect(mailLine).toBeDefined();
    expect(mailLine!.reqId).toEqual(expect.any(String));
    expect(lines.map((l) => l.reqId)).toEqual(lines.map(() => mailLine!.reqId));
  });
});
