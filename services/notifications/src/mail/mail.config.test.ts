import { describe, expect, it } from '@jest/globals';
import { retryDelayMs, senderDomain } from './mail.config.js';
import { classify, MailFailure } from './mail-sender.js';

describe('e-mail retries', () => {
  it('waits the delay of each attempt, the last one repeating', () => {
    const delays = [10, 20, 30];
    expect([1, 2, 3, 4, 9].map((attempt) => retryDelayMs(attempt, delays))).toEqual([10, 20, 30, 30, 30]);
  });

  it('gives up for good on a 5xx reply and a missing attachment, tries again on anything else', () => {
    expect(classify({ code: 'EENVELOPE', responseCode: 550, response: '550 No such mailbox' }).permanent).toBe(true);
    expect(classify({ code: 'EENVELOPE', responseCode: 451, response: '451 Busy' }).permanent).toBe(false);
    expect(classify({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' })).toMatchObject({ permanent: false, message: 'ECONNECTION connect ECONNREFUSED 127.0.0.1:25' });
    expect(classify(new MailFailure('attachment gone', true)).permanent).toBe(true);
  });

  it('names the Message-ID after the sender address', () => {
    expect(senderDomain('OpenSet <no-reply@clinic.example.org>')).toBe('clinic.example.org');
    expect(senderDomain('no-reply@openset.test')).toBe('openset.test');
  });
});
