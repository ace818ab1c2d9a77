import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane (argon2id is the library's default
// algorithm). @node-rs/argon2 runs off the event loop.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Runs at most `limit` tasks at once; the rest wait their turn in order.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// A password hash takes a core for about 11 ms, on the libuv pool's four threads. A flood of
// sign-ins (wrong passwords from many addresses, which the rate limits do not stop) would take
// every core and stall redemptions at the counter; hashing one core fewer than the machine has
// leaves one for everything else, and sign-ins wait their turn instead.
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

// Verifying against this hash makes an unknown email cost the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
    const decoy = await decoyHash;
    await hashing(() => verify(decoy, password)).catch(() => false);
    return false;
  }
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
