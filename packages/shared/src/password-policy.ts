/**
 * The password rule of sign-up, reset and change (docs/auth.md): at least 8 characters, at most 128, and not one
 * of the passwords attackers try first. The message names the rule, so the page can show it as is.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The most common passwords of 8+ characters in public breach corpora (lower-cased). */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '00000000',
  '87654321',
  '11223344',
  '12341234',
  '12344321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'whatever',
  'welcome1',
  'welcome123',
  'letmein1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'charlie1',
  'dragon12',
  'monkey12',
  'master12',
  'shadow12',
  'admin123',
  'administrator',
  'test1234',
  'secret123',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  'mustang1',
  'michael1',
  'samsung1',
  'bazaar123',
]);

/** The rule's wording when a password breaks it, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  }
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || /^(.)\1+$/.test(password)) {
    return 'Password is too common: choose one that is harder to guess';
  }
  return null;
}
