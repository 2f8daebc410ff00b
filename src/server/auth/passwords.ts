import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** Staff passwords: at least this long (issue 13); no other composition rule. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `@node-rs/argon2`'s algorithm defaults to argon2id. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified when the email is unknown, so an unknown account takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy password that matches no account'));
