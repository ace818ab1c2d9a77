import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { takeAttempt } from './rate-limit';

const limit = { max: 10, windowMs: 60_000 };

describe('takeAttempt', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined);
    await database.migrate();
  });
  afterAll(() => database.close());

  it('allows ten attempts and refuses the eleventh within a window', async () => {
    const t = Date.UTC(2026, 0, 1, 12, 0, 10);
    for (let i = 0; i < 10; i++)
      expect((await takeAttempt(database.db, ['a'], limit, t + i)).allowed).toBe(true);
    expect((await takeAttempt(database.db, ['a'], limit, t + 20)).allowed).toBe(false);
  });

  it('catches a burst split across a window boundary', async () => {
    const boundary = Date.UTC(2026, 0, 1, 12, 5, 0);
    for (let i = 0; i < 5; i++) await takeAttempt(database.db, ['b'], limit, boundary - 1000 + i);
    for (let i = 0; i < 5; i++)
      expect((await takeAttempt(database.db, ['b'], limit, boundary + 10 + i)).allowed).toBe(true);
    expect((await takeAttempt(database.db, ['b'], limit, boundary + 100)).allowed).toBe(false);
  });

  it('forgets attempts once a full window has passed', async () => {
    const t = Date.UTC(2026, 0, 1, 13, 0, 0);
    for (let i = 0; i < 11; i++) await takeAttempt(database.db, ['c'], limit, t + i);
    expect((await takeAttempt(database.db, ['c'], limit, t + 120_000)).allowed).toBe(true);
  });

  it('gives a released attempt back', async () => {
    const t = Date.UTC(2026, 0, 1, 14, 0, 0);
    for (let i = 0; i < 20; i++)
      await (await takeAttempt(database.db, ['d'], limit, t + i)).release();
    expect((await takeAttempt(database.db, ['d'], limit, t + 30)).allowed).toBe(true);
  });
});
