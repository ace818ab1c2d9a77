import { describe, expect, it } from 'vitest';
import { upgradeCharge } from './subscriptions';

const DAY = 86_400_000;
const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-12-01T00:00:00Z');
const charge = (at: Date) =>
  upgradeCharge({
    at,
    periodStart: start,
    periodEnd: end,
    fromPrice: 5900,
    toPrice: 9900,
    sameInterval: true,
  });

describe('upgradeCharge', () => {
  it('charges the whole difference on the first day of a period', () => {
    expect(charge(start)).toBe(4000);
  });

  it("charges one day's difference on the last day", () => {
    expect(charge(new Date(end.getTime() - DAY))).toBe(133);
  });

  it('charges the rest of the period in between, and nothing once it has ended', () => {
    expect(charge(new Date(start.getTime() + 15 * DAY))).toBe(2000);
    expect(charge(end)).toBe(0);
  });

  it('charges a new interval whole, less what is left of the old one', () => {
    expect(
      upgradeCharge({
        at: new Date(start.getTime() + 15 * DAY),
        periodStart: start,
        periodEnd: end,
        fromPrice: 5900,
        toPrice: 59_000,
        sameInterval: false,
      }),
    ).toBe(59_000 - 2950);
  });
});
