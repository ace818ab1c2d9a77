import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane (argon2id is the library's default
// algorithm). @node-rs/argon2 runs off the event loop.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this hash makes an unknown email cost the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
