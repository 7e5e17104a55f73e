import type { ApiError } from '../api/errors';
import { describe, expect, it } from '@jest/globals';
import { actionErrorKey } from './actionErrors';

const failure = (code: ApiError['code'], message: string, details?: unknown): ApiError => ({ status: 409, code, message, details });
const browserErrorKey = (error: unknown) => actionErrorKey(error, 'exerciseBrowser:errors.readOnly');

describe('designer error messages', () => {
  it('shows the catalogue messages for folder refusals, by their key', () => {
    expect(browserErrorKey(failure('ERROPERATION', 'Folder is not empty', { key: 'onlyEmptyFolders' }))).toBe('errors.onlyEmptyFolders');
    expect(browserErrorKey(failure('ERROPERATION', 'Too deep', { key: 'maxFolderDepth' }))).toBe('errors.maxFolderDepth');
    // Without a key, the English catalogue text still works.
    expect(browserErrorKey(failure('ERROPERATION', 'Only empty folders can be deleted.'))).toBe('errors.onlyEmptyFolders');
    expect(actionErrorKey(failure('ERROPERATION', 'Max folder depth exceeded.'), 'templates:errors.readOnly')).toBe('errors.maxFolderDepth');
  });

  it('shows Upload Error for a refused file', () => {
    const fields = [{ path: 'file', message: 'File is either the wrong type, or too big.', key: 'uploadError' }];
    expect(browserErrorKey(failure('ERRVALIDATION', 'Upload Error', fields))).toBe('errors.uploadError');
  });

  it("says read-only in the screen's words for other permission refusals, but keeps the daily max", () => {
    expect(browserErrorKey(failure('ERRPERMISSION', 'This folder is read-only'))).toBe('exerciseBrowser:errors.readOnly');
    expect(actionErrorKey(failure('ERRPERMISSION', 'This folder is read-only'), 'templates:errors.readOnly')).toBe('templates:errors.readOnly');
    expect(actionErrorKey(failure('ERRPERMISSION', 'No'))).toBe('errors.permission');
    expect(browserErrorKey(failure('ERRPERMISSION', 'Limit', 'Daily max'))).toBe('errors.dailyMax');
  });

  it('stays silent for a cancelled call and apologises for anything else', () => {
    expect(browserErrorKey({ status: 'ABORTED', code: 'ERRCANCEL', message: 'Cancelled' })).toBeNull();
    expect(browserErrorKey(new Error('boom'))).toBe('errors.general');
  });
});
