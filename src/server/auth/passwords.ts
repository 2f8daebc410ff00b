import 'server-only';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import pLimit from 'p-limit';

/** Staff passwords: at least this long (issue 13); no composition rule (ASVS 4.0.3 V2.1.9). */
export const MIN_PASSWORD_LENGTH = 12;
/** ASVS 4.0.3 V2.1.2: 64 characters and more are allowed, up to 128. */
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable" online and offline at a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `@node-rs/argon2`'s algorithm defaults to argon2id. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2 hash per core runs at once; a few more attempts wait their turn, and beyond
 * that the caller is told the server is busy before any hashing (issue 20). A flood of sign-ins
 * thus leaves the other cores, and the event loop, to the pages and the lead intake.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism());
const HASHES_WAITING = 4 * HASHES_AT_ONCE;
const gate = pLimit(HASHES_AT_ONCE);

export class HashingBusy extends Error {
  constructor() {
    super('too many password checks at once');
  }
}

function gated<T>(work: () => Promise<T>): Promise<T> {
  if (gate.pendingCount >= HASHES_WAITING) return Promise.reject(new HashingBusy());
  return gate(work);
}

/** How many hashes run and wait now (for the tests and the benchmark). */
export const hashingLoad = () => ({ active: gate.activeCount, waiting: gate.pendingCount, limit: HASHES_AT_ONCE });

export const hashPassword = (password: string) => gated(() => hash(password, options));

/** Throws HashingBusy when the server has too many checks in hand; false for a wrong password. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gated(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verified when the email is unknown, so an unknown account takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash('decoy password that matches no account', options));

/**
 * The estimator with the common-password list (breach corpora), English words and names, and
 * keyboard graphs. About 65 MB once built, so it is loaded only when a password is set, never
 * by a server that only signs people in (npm run bench:leads).
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
const strength = () =>
  (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      }),
  ));

/** zxcvbn's score of a password (0 to 4) and its advice, for the meter of the password form. */
export async function passwordStrength(password: string, context: string[] = []): Promise<{ score: number; advice?: string }> {
  if (password.length === 0) return { score: 0 };
  const result = (await strength()).check(password, inputsOf(context));
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return { score: password.length < MIN_PASSWORD_LENGTH ? Math.min(result.score, 1) : result.score, ...(advice ? { advice } : {}) };
}

const inputsOf = (context: string[]) =>
  context.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);

/**
 * What is wrong with a new password, in a sentence, or undefined when it is good: its length,
 * and zxcvbn's estimate against common and breached passwords, English words, names, keyboard
 * patterns and dates (ASVS 4.0.3 V2.1.7). `context` are words the password must not lean on
 * (the account's email and name).
 */
export async function passwordProblem(password: string, context: string[] = []): Promise<string | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) return `it must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `it must have at most ${MAX_PASSWORD_LENGTH} characters`;
  const result = (await strength()).check(password, inputsOf(context));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `it is too easy to guess (a common or breached password, or a simple pattern)${hint ? `: ${hint}` : ''}`;
}
