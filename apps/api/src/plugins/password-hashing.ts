/**
 * The password hasher better-auth uses (its own scrypt), named in one place so that the shop's sign-in can
 * spend the same work when there is no account to check against. Without it, `Not Registered` came back
 * in a few milliseconds and `Wrong Password` only after a hash, so the time to answer told whether an
 * e-mail has an account, even where the words did not (the two messages stay, as the storefront shows them).
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

export const passwordHasher = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: (input: { hash: string; password: string }): Promise<boolean> => verifyPassword(input),
};

let dummyHash: Promise<string> | undefined;

/** A hash of a random password nobody knows, made once per process (a hash costs what a check costs). */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= passwordHasher.hash(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Checks `password` against the dummy hash: the work of a real check, for a sign-in with no account. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await passwordHasher.verify({ hash: await warmDummyHash(), password });
}
