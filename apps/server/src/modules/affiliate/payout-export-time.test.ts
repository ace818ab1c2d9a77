import { describe, expect, it } from 'vitest';
import { paidAtIso } from './payout.service';

describe('paidAtIso', () => {
  it.each([
    ['2025-03-01 08:00:00.123456', '2025-03-01T08:00:00.123Z'],
    ['2025-03-01 08:00:00.5', '2025-03-01T08:00:00.500Z'],
    ['2025-03-01 08:00:00', '2025-03-01T08:00:00.000Z'],
    ['2025-12-31 23:59:59.999999', '2025-12-31T23:59:59.999Z'],
  ])('%s → %s, as toISOString writes it', (text, iso) => {
    expect(paidAtIso(text)).toBe(iso);
    expect(new Date(`${text.replace(' ', 'T')}Z`).toISOString()).toBe(iso);
  });
});
