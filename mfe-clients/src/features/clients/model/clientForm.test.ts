import { describe, expect, it } from '@jest/globals';
import { createBody, digitsOnly, EMPTY_CLIENT_FORM, suggestedKey, suggestedUsername, updateBody, validateClientForm, type ClientFormValues } from './clientForm';

const jane: ClientFormValues = { ...EMPTY_CLIENT_FORM, firstname: ' Jane ', lastname: 'Doe', email: ' jane@example.test ', yearOfBirth: '1987' };
const options = { creating: true, thisYear: 2026 };

describe('client form', () => {
  it('suggests the year of birth as the portal key, only for four digits', () => {
    expect(suggestedKey('1987')).toBe('1987');
    expect(suggestedKey('198')).toBe('');
  });

  it('suggests a portal username from the names, accents and signs dropped', () => {
    expect(suggestedUsername('Zoé', "O'Brien-Smith")).toBe('zoe.o-brien-smith');
    expect(suggestedUsername('', 'Doe')).toBe('doe');
  });

  it('keeps only digits in numeric fields', () => {
    expect(digitsOnly('19a8-7x6', 4)).toBe('1987');
  });

  it('requires names and a valid e-mail; checks the year, key and username', () => {
    expect(validateClientForm(jane, options)).toEqual({});
    expect(validateClientForm(EMPTY_CLIENT_FORM, options)).toEqual({ firstname: 'required', lastname: 'required', email: 'required' });
    expect(validateClientForm({ ...jane, email: 'jane doe@example.test' }, options).email).toBe('email');
    expect(validateClientForm({ ...jane, yearOfBirth: '2031' }, options).yearOfBirth).toBe('year');
    expect(validateClientForm({ ...jane, yearOfBirth: '1850' }, options).yearOfBirth).toBe('year');
    expect(validateClientForm({ ...jane, portalKey: '12' }, options).portalKey).toBe('key');
    expect(validateClientForm({ ...jane, portalUsername: 'a b' }, options).portalUsername).toBe('username');
    // An edit does not change the portal login (that is a reset).
    expect(validateClientForm({ ...jane, portalKey: '12' }, { ...options, creating: false })).toEqual({});
  });

  it('sends trimmed text without < and >, and the username and key only when given', () => {
    expect(createBody({ ...jane, lastname: ' <Doe> ' })).toEqual({ firstname: 'Jane', lastname: 'Doe', email: 'jane@example.test', lang: 'en', yearOfBirth: 1987 });
    expect(createBody({ ...jane, portalUsername: 'jd', portalKey: '4321' })).toMatchObject({ portalUsername: 'jd', portalKey: '4321' });
    expect(updateBody({ ...jane, yearOfBirth: '' })).toEqual({ firstname: 'Jane', lastname: 'Doe', email: 'jane@example.test', lang: 'en', yearOfBirth: null });
  });
});
