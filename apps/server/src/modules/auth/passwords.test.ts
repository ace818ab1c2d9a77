import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './passwords';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and every task in the end, in order', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees its place when a task fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
