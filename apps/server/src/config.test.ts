import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the database settings', () => {
  const pooled = {
    DATABASE_URL: 'postgres://app@pooler:6432/backoffice',
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_DIRECT_URL: 'postgres://app@db:5432/backoffice',
  };

  it('reads a transaction pooler with its direct URL, and session mode by default', () => {
    expect(loadConfig(pooled)).toMatchObject({
      databaseUrl: pooled.DATABASE_URL,
      databasePoolMode: 'transaction',
      databaseDirectUrl: pooled.DATABASE_DIRECT_URL,
    });
    expect(loadConfig({ DATABASE_URL: pooled.DATABASE_URL })).toMatchObject({
      databasePoolMode: 'session',
      databaseDirectUrl: undefined,
    });
  });

  it('refuses a transaction pooler without a direct URL for the migrations’ lock and LISTEN', () => {
    expect(() => loadConfig({ ...pooled, DATABASE_DIRECT_URL: '' })).toThrow(
      /DATABASE_POOL_MODE=transaction needs DATABASE_URL \(the pooler\) and DATABASE_DIRECT_URL/,
    );
  });

  it('refuses a pool mode it does not know', () => {
    expect(() => loadConfig({ ...pooled, DATABASE_POOL_MODE: 'statement' })).toThrow(
      'DATABASE_POOL_MODE must be session or transaction',
    );
  });
});

describe('the demo data', () => {
  it('loads with its year of history by default, without it for `accounts`, and not at all for `0`', () => {
    expect(loadConfig({})).toMatchObject({ demoData: true, demoYear: true });
    expect(loadConfig({ DEMO_DATA: 'accounts' })).toMatchObject({
      demoData: true,
      demoYear: false,
    });
    expect(loadConfig({ DEMO_DATA: '0' })).toMatchObject({ demoData: false });
  });
});
