import { describe, expect, it } from '@jest/globals';
import { toApiError } from '@openset/web-kit';
import { createBody, digitsOnly, EMPTY_CLIENT_FORM, refusedFormFields, suggestedKey, updateBody, validateClientForm, type ClientFormValues } from './clientForm';

const jane: ClientFormValues = { ...EMPTY_CLIENT_FORM, firstname: ' Jane ', lastname: 'Doe', email: ' jane@example.test ', yearOfBirth: '1987' };
const options = { creating: true, thisYear: 2026 };

describe('client form', () => {
  it('suggests the year of birth as the portal key, only for a year the form takes', () => {
    expect(suggestedKey('1987', 2026)).toBe('1987');
    expect(suggestedKey('198', 2026)).toBe('');
    // A typo (2099 for 1999) or a year out of range gives no key to copy down.
    expect(suggestedKey('2099', 2026)).toBe('');
    expect(suggestedKey('0987', 2026)).toBe('');
  });

  it('keeps only digits in numeric fields', () => {
    expect(digitsOnly('19a8-7x6', 4)).toBe('1987');
  });

  it('requires names and a valid e-mail; checks the year, key and username', () => {
    expect(validateClientForm(jane, options)).toEqual({});
    expect(validateClientForm(EMPTY_CLIENT_FORM, options)).toEqual({ firstname: 'required', lastname: 'required', email: 'required' });
    expect(validateClientForm({ ...jane, email: 'jane doe@example.test' }, options).email).toBe('email');
    // What the service refuses, the form says before sending (it checks with the contract's schema).
    for (const email of ['élise@clinique.ca', 'a@b.c', 'jean..d@x.com']) expect(validateClientForm({ ...jane, email }, options).email).toBe('email');
    expect(validateClientForm({ ...jane, email: 'elise.roy@clinique.ca' }, options)).toEqual({});
    expect(validateClientForm({ ...jane, yearOfBirth: '2031' }, options).yearOfBirth).toBe('year');
    expect(validateClientForm({ ...jane, yearOfBirth: '1850' }, options).yearOfBirth).toBe('year');
    expect(validateClientForm({ ...jane, portalKey: '12' }, options).portalKey).toBe('key');
    expect(validateClientForm({ ...jane, portalUsername: 'a b' }, options).portalUsername).toBe('username');
    // An edit does not change the portal login (that is a reset).
    expect(validateClientForm({ ...jane, portalKey: '12' }, { ...options, creating: false })).toEqual({});
  });

  it('sends trimmed text without < and >, and the username and key only when given', () => {
    expect(createBody({ ...jane, lastname: ' <Doe> ' })).toEqual({ firstname: 'Jane', lastname: 'Doe', email: 'jane@example.test', lang: 'en', yearOfBirth: 1987, portalEnabled: true });
    expect(createBody({ ...jane, portalUsername: 'jd', portalKey: '4321' })).toMatchObject({ portalUsername: 'jd', portalKey: '4321' });
    expect(updateBody({ ...jane, yearOfBirth: '', portalEnabled: false })).toEqual({ firstname: 'Jane', lastname: 'Doe', email: 'jane@example.test', lang: 'en', yearOfBirth: null, portalEnabled: false });
  });

  it("marks the field a refused save names: a username another client has, a value the contract refused", () => {
    const refusal = (code: string, details: unknown) => toApiError({ status: code === 'ERROPERATION' ? 409 : 400, data: { status: 'error', error: { code, message: 'refused', details } } });
    expect(refusedFormFields(refusal('ERROPERATION', [{ path: 'portalUsername', message: 'is taken' }]))).toEqual({ portalUsername: 'taken' });
    expect(refusedFormFields(refusal('ERRVALIDATION', [{ path: 'email', message: 'Invalid email' }, { path: 'lastname', message: 'Too long' }]))).toEqual({ email: 'email', lastname: 'invalid' });
    // Nothing of the form named: the general message instead.
    expect(refusedFormFields(refusal('ERROPERATION', { key: 'general' }))).toEqual({});
    expect(refusedFormFields(refusal('ERRVALIDATION', [{ path: 'portalEnabled', message: 'Expected boolean' }]))).toEqual({});
  });
});
