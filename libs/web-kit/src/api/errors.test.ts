import { describe, expect, it } from 'vitest';
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

  it('flashes the daily max message only for ERRPERMISSION with details "Daily max"', () => {
    expect(errorFlashKey({ status: 403, code: 'ERRPERMISSION', message: '', details: 'Daily max' })).toBe('errors.dailyMax');
    expect(errorFlashKey({ status: 403, code: 'ERRPERMISSION', message: '' })).toBe('errors.permission');
  });

  it('stays silent for 401 (logout) and 503 (maintenance page), apologises for the rest', () => {
    expect(errorFlashKey({ status: 401, code: 'ERRAUTH', message: '' })).toBeNull();
    expect(errorFlashKey({ status: 503, code: 'ERRUNAVAILABLE', message: '' })).toBeNull();
    expect(errorFlashKey({ status: 500, code: 'ERRINTERNAL', message: '' })).toBe('errors.general');
    expect(errorFlashKey({ status: 'FETCH_ERROR', code: 'ERRCONNECTION', message: '' })).toBe('errors.connection');
  });
});
