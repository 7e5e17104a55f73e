import { emailSchema, MIN_YEAR_OF_BIRTH, NAME_MAX, type ClientCreate, type ClientUpdate, type Lang } from '@openset/contracts';
import { cleanText, isApiError, refusedFields } from '@openset/web-kit';

/** The add/edit client dialog's fields, as typed. */
export interface ClientFormValues {
  firstname: string;
  lastname: string;
  email: string;
  lang: Lang;
  yearOfBirth: string;
  portalUsername: string;
  portalKey: string;
  /** The client may sign in to the portal. */
  portalEnabled: boolean;
}

/** The fields typed into a text box. */
export type ClientFormField = Exclude<keyof ClientFormValues, 'portalEnabled'>;
/** i18n keys (`form.errors.<key>`) of what is wrong with a field. */
export type ClientFormErrors = Partial<Record<ClientFormField, 'required' | 'email' | 'year' | 'key' | 'username' | 'tooLong' | 'taken' | 'invalid'>>;

export const EMPTY_CLIENT_FORM: ClientFormValues = { firstname: '', lastname: '', email: '', lang: 'en', yearOfBirth: '', portalUsername: '', portalKey: '', portalEnabled: true };

const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

/** Numeric inputs accept only digits (spec section 5). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A year of birth the form takes: four digits, from MIN_YEAR_OF_BIRTH to this year. */
const isYearOfBirth = (value: string, thisYear: number) => /^\d{4}$/.test(value) && Number(value) >= MIN_YEAR_OF_BIRTH && Number(value) <= thisYear;

/**
 * Spec sections 3 and 5: the portal key suggested for a year of birth is the year itself; a year
 * the form refuses (2099, typed for 1999) suggests nothing rather than a key from a typo.
 */
export function suggestedKey(yearOfBirth: string, thisYear: number): string {
  return isYearOfBirth(yearOfBirth, thisYear) ? yearOfBirth : '';
}

export function validateClientForm(values: ClientFormValues, options: { creating: boolean; thisYear: number }): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const value = cleanText(values[field]);
    if (!value) errors[field] = 'required';
    else if (value.length > NAME_MAX) errors[field] = 'tooLong';
  }
  const email = cleanText(values.email);
  if (!email) errors.email = 'required';
  // The contract's own check: what the form lets through, the service takes.
  else if (!emailSchema.safeParse(email).success) errors.email = 'email';
  if (values.yearOfBirth && !isYearOfBirth(values.yearOfBirth, options.thisYear)) errors.yearOfBirth = 'year';
  if (options.creating) {
    if (values.portalKey && !/^\d{4}$/.test(values.portalKey)) errors.portalKey = 'key';
    const username = cleanText(values.portalUsername);
    if (username && !USERNAME.test(username)) errors.portalUsername = 'username';
  }
  return errors;
}

/** The POST body of a new client: the profile fields of an edit, the username and key only when given. */
export function createBody(values: ClientFormValues): Pick<ClientCreate, 'firstname' | 'lastname' | 'email'> & Partial<ClientCreate> {
  const username = cleanText(values.portalUsername);
  return {
    ...profileBody(values),
    ...(username ? { portalUsername: username } : {}),
    ...(values.portalKey ? { portalKey: values.portalKey } : {}),
  };
}

/** The PUT body of an edit: the profile fields and the portal on or off (the login changes by a reset). */
export const updateBody = (values: ClientFormValues): ClientUpdate => profileBody(values);

/** The fields an edit and a new client share, as the form holds them: trimmed, the year a number. */
function profileBody(values: ClientFormValues) {
  return {
    firstname: cleanText(values.firstname),
    lastname: cleanText(values.lastname),
    email: cleanText(values.email),
    lang: values.lang,
    yearOfBirth: values.yearOfBirth ? Number(values.yearOfBirth) : null,
    portalEnabled: values.portalEnabled,
  };
}

const FORM_FIELDS: readonly string[] = Object.keys(EMPTY_CLIENT_FORM).filter((field) => field !== 'portalEnabled');

/**
 * The form's fields a refused save names: a username another client has (ERROPERATION), or a
 * value the contract refused; empty when the refusal is about no field of the form.
 */
export function refusedFormFields(error: unknown): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const path of refusedFields(error)) {
    if (!FORM_FIELDS.includes(path)) continue;
    const field = path as ClientFormField;
    errors[field] = isApiError(error) && error.code === 'ERROPERATION' ? 'taken' : field === 'email' ? 'email' : 'invalid';
  }
  return errors;
}
