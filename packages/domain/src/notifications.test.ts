import { describe, expect, it } from 'vitest';
import { notificationBadgeLabel } from './notifications';

describe('notificationBadgeLabel (capped at 99+)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i → %j', (count, label) => {
    expect(notificationBadgeLabel(count)).toBe(label);
  });
});
