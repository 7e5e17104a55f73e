import { describe, expect, it } from '@jest/globals';
import { closedNotice, noticeForError } from './loginOutcome';

describe('login notices', () => {
  it('sends closed professional and trial accounts to billing', () => {
    expect(closedNotice('professional', 'https://billing.example/x')).toEqual({
      kind: 'closed',
      key: 'login.closedPaid',
      checkoutUri: 'https://billing.example/x',
    });
    expect(closedNotice('trial', null)).toMatchObject({ key: 'login.closedPaid' });
  });

  it('tells students their account is reserved and staff to contact their manager', () => {
    expect(closedNotice('student', 'https://x')).toMatchObject({ key: 'login.closedStudent', checkoutUri: null });
    expect(closedNotice('staff', null)).toMatchObject({ key: 'login.closedStaff' });
  });

  it('says wrong password for ERRAUTH and too many attempts for ERRRATELIMIT, and always shakes', () => {
    expect(noticeForError({ status: 401, code: 'ERRAUTH', message: '' })).toEqual({
      kind: 'error',
      key: 'common:errors.wrongPassword',
      shake: true,
    });
    expect(noticeForError({ status: 429, code: 'ERRRATELIMIT', message: '' })).toMatchObject({ key: 'login.rateLimited' });
    expect(noticeForError({ status: 500, code: 'ERRINTERNAL', message: '' })).toMatchObject({ key: 'login.failed', shake: true });
  });
});
