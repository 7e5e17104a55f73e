import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { errorKeySchema } from '@openset/contracts';
import { commonEn } from '../i18n/locales/en';
import { commonFr } from '../i18n/locales/fr';
import { errorFlashKey, toApiError } from './errors';

describe('mapping API failures (spec section 8)', () => {
  it('keeps status, code, message and details of an error envelope', () => {
    const error = toApiError({
      status: 400,
      data: { status: 'error', error: { code: 'ERRVALIDATION', message: 'Invalid body', details: [{ path: 'title' }] } },
    });
    expect(error).toEqual({ status: 400, code: 'ERRVALIDATION', message: 'Invalid body', details: [{ path: 'title' }] });
  });

  it('turns a network failure into ERRCONNECTION "Cannot connect to server"', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({
      code: 'ERRCONNECTION',
      message: 'Cannot connect to server',
    });
  });

  it('turns a cancelled call into ERRCANCEL, which never flashes', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'AbortError: signal is aborted without reason' });
    expect(error.code).toBe('ERRCANCEL');
    expect(errorFlashKey(error)).toBeNull();
  });

  it('derives the code from the HTTP status when a proxy answers with HTML', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>', error: 'SyntaxError' }).code).toBe(
      'ERRUNAVAILABLE',
    );
    expect(toApiError({ status: 429, data: 'Too many' }).code).toBe('ERRRATELIMIT');
  });

  it('marks a code read from the status alone as guessed, and the API\'s own refusal as not', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>Not Found</html>', error: 'SyntaxError' })).toMatchObject({ code: 'ERRNOTFOUND', guessed: true });
    expect(toApiError({ status: 400, data: null })).toMatchObject({ code: 'ERRVALIDATION', guessed: true });
    const refused = toApiError({ status: 404, data: { status: 'error', error: { code: 'ERRNOTFOUND', message: 'No such set' } } });
    expect(refused).toEqual({ status: 404, code: 'ERRNOTFOUND', message: 'No such set' });
  });

  it('flashes the daily max message only for ERRPERMISSION with details "Daily max"', () => {
    expect(errorFlashKey({ status: 403, code: 'ERRPERMISSION', message: '', details: 'Daily max' })).toBe('errors.dailyMax');
    expect(errorFlashKey({ status: 403, code: 'ERRPERMISSION', message: '' })).toBe('errors.permission');
  });

  it('flashes a catalogue error by the key in its details, whatever the message says', () => {
    expect(errorFlashKey({ status: 409, code: 'ERROPERATION', message: 'Dossier non vide', details: { key: 'onlyEmptyFolders' } })).toBe('errors.onlyEmptyFolders');
    const upload = [{ path: 'file', message: 'File is either the wrong type, or too big.', key: 'uploadError' }];
    expect(errorFlashKey({ status: 400, code: 'ERRVALIDATION', message: 'Upload Error', details: upload })).toBe('errors.uploadError');
    // An answer without a key still finds its text by the English message.
    expect(errorFlashKey({ status: 409, code: 'ERROPERATION', message: 'Max folder depth exceeded.' })).toBe('errors.maxFolderDepth');
  });

  it('has a flash text in both languages for every catalogue key', () => {
    for (const key of errorKeySchema.options) {
      expectAbout(commonEn.errors[key], key).toBeTruthy();
      expectAbout(commonFr.errors[key], key).toBeTruthy();
    }
  });

  it('stays silent for 401 (logout) and 503 (maintenance page), apologises for the rest', () => {
    expect(errorFlashKey({ status: 401, code: 'ERRAUTH', message: '' })).toBeNull();
    expect(errorFlashKey({ status: 503, code: 'ERRUNAVAILABLE', message: '' })).toBeNull();
    expect(errorFlashKey({ status: 500, code: 'ERRINTERNAL', message: '' })).toBe('errors.general');
    expect(errorFlashKey({ status: 'FETCH_ERROR', code: 'ERRCONNECTION', message: '' })).toBe('errors.connection');
  });
});
