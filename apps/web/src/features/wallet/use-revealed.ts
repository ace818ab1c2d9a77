import { useEffect, useState } from 'react';

/**
 * How many of a list's items to draw: the first few at once, then a few more in each following
 * task, so that no one task draws them all (on a phone, drawing eight coupons at once keeps it
 * from answering a tap for a tenth of a second). A longer list keeps what it has drawn.
 */
export function useRevealed(total: number, first = 2, step = 2): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
