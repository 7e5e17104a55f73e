import { describe, expect, it } from '@jest/globals';
import { keyForMessage } from './messageKey';

let made = 0;
const newKey = () => `key-${++made}`;

describe('the key a portal message is sent with', () => {
  it('is the last attempt’s for the same message sent again, so the server stores it once', () => {
    const last = { text: 'My knee hurts', about: 'set-1', key: 'key-a' };
    expect(keyForMessage(last, 'My knee hurts', 'set-1', newKey)).toBe('key-a');
  });

  it('is a new one once the client corrected the text or chose another program', () => {
    const last = { text: 'My knee hurst', about: 'set-1', key: 'key-a' };
    expect(keyForMessage(last, 'My knee hurts', 'set-1', newKey)).not.toBe('key-a');
    expect(keyForMessage(last, 'My knee hurst', '', newKey)).not.toBe('key-a');
    expect(keyForMessage(null, 'My knee hurts', 'set-1', newKey)).toMatch(/^key-/);
  });
});
