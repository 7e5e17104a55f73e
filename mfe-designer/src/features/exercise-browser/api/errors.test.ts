import type { ApiError } from '@openset/web-kit';
import { describe, expect, it } from 'vitest';
import { browserErrorKey } from './errors';

const failure = (code: ApiError['code'], message: string, details?: unknown): ApiError => ({ status: 409, code, message, details });

describe('browser error messages', () => {
  it('shows the catalogue messages for folder refusals', () => {
    expect(browserErrorKey(failure('ERROPERATION', 'Only empty folders can be deleted.'))).toBe('errors.onlyEmptyFolders');
    expect(browserErrorKey(failure('ERROPERATION', 'Max folder depth exceeded.'))).toBe('errors.maxFolderDepth');
  });

  it('shows Upload Error for a refused file', () => {
    expect(browserErrorKey(failure('ERRVALIDATION', 'Upload Error', 'File is either the wrong type, or too big.'))).toBe('errors.uploadError');
  });

  it('stays silent for a cancelled call and apologises for anything else', () => {
    expect(browserErrorKey({ status: 'ABORTED', code: 'ERRCANCEL', message: 'Cancelled' })).toBeNull();
    expect(browserErrorKey(new Error('boom'))).toBe('errors.general');
  });
});
