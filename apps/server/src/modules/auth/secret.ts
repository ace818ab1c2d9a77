import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_BYTES = 32;

/** JWT_SECRET when set; else one generated on first start and kept in DATA_DIR for restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) {
    const bytes = new TextEncoder().encode(configured);
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    }
    return bytes;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  try {
    // 'wx' fails when the file exists, so processes starting together agree on one secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
