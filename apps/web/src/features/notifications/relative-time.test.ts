import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';
import { newerId } from './newest-id';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), 'en', NOW)).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), 'en', NOW)).toBe('2 weeks ago');
  });

  it('speaks Greek to a Greek reader', () => {
    expect(relativeTime(ago(5 * 60), 'el', NOW)).toMatch(/λεπτά/);
  });
});

describe('newerId', () => {
  it('keeps the larger of two numeric ids, however long', () => {
    expect(newerId('9', '10')).toBe('10');
    expect(newerId('12345678901234567890', '9')).toBe('12345678901234567890');
    expect(newerId(null, '3')).toBe('3');
  });
});
