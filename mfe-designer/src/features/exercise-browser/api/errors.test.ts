import type { ApiError } from '@openset/web-kit';
import { describe, expect, it } from '@jest/globals';
import { browserErrorKey } from './errors';

const failure = (code: ApiError['code'], message: string, details?: unknown): ApiError => ({ status: 409, code, message, details });

describe('browser error messages', () => {
  it('shows the catalogue messages for folder refusals, by their key', () => {
    expect(browserErrorKey(failure('ERROPERATION', 'Folder is not empty', { key: 'onlyEmptyFolders' }))).toBe('errors.onlyEmptyFolders');
    expect(browserErrorKey(failure('ERROPERATION', 'Too deep', { key: 'maxFolderDepth' }))).toBe('errors.maxFolderDepth');
    // Without a key, the English catalogue text still works.
    expect(browserErrorKey(failure('ERROPERATION', 'Only empty folders can be deleted.'))).toBe('errors.onlyEmptyFolders');
  });

  it('shows Upload Error for a refused file', () => {
    const fields = [{ path: 'file', message: 'File is either the wrong type, or too big.', key: 'uploadError' }];
    expect(browserErrorKey(failure('ERRVALIDATION', 'Upload Error', fields))).toBe('errors.uploadError');
  });

  it('says read-only for other permission refusals, but keeps the daily max', () => {
    expect(browserErrorKey(failure('ERRPERMISSION', 'This folder is read-only'))).toBe('exerciseBrowser:errors.readOnly');
    expect(browserErrorKey(failure('ERRPERMISSION', 'Limit', 'Daily max'))).toBe('errors.dailyMax');
  });

  it('stays silent for a cancelled call and apologises for anything else', () => {
    expect(browserErrorKey({ status: 'ABORTED', code: 'ERRCANCEL', message: 'Cancelled' })).toBeNull();
    expect(browserErrorKey(new Error('boom'))).toBe('errors.general');
  });
});
