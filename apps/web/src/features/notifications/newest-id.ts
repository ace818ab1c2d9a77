// Ids grow with each notification; compared as numbers when they are, else the later one wins.
export function newerId(current: string | null, next: string): string {
  if (current === null) return next;
  if (/^\d+$/.test(current) && /^\d+$/.test(next))
    return BigInt(next) > BigInt(current) ? next : current;
  return next;
}
