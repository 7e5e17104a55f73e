import { describe, expect, it } from '@jest/globals';
import { translator } from './translate';

describe('the sign-in translations before the app', () => {
  it('reads the shell namespace, and the kit`s with common:', () => {
    expect(translator('en')('login.title')).toBe('Sign in');
    expect(translator('fr')('login.title')).toBe('Connexion');
    expect(translator('en')('common:errors.wrongPassword')).toBe('You entered an incorrect password.');
    expect(translator('en')('common:password.label')).toBe('Password');
  });

  it('fills {{values}} and answers the key for an unknown one', () => {
    expect(translator('en')('login.secondaryAuth', { email: 'p***@example.test' })).toContain('sent to p***@example.test.');
    expect(translator('en')('login.nothing')).toBe('login.nothing');
  });
});
