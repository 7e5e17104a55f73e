import { MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';

/** The strength meter's levels (spec section 5: too weak, good, strong). */
export type PasswordStrength = 'tooWeak' | 'good' | 'strong';

/**
 * Pure: unit tested. Under the minimum length a password is too weak whatever it holds; past it,
 * length and kinds of characters (lower, upper, digits, others) make it good, then strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooWeak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 14 || (password.length >= 10 && kinds >= 3)) return 'strong';
  return kinds >= 2 || password.length >= 12 ? 'good' : 'tooWeak';
}
