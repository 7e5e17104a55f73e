import { describe, expect, it } from '@jest/globals';
import { ShareLevelType } from './share-level.type.js';

const type = new ShareLevelType();

describe('ShareLevelType', () => {
  it('stores "not shared" as none and reads it back as false', () => {
    expect(type.convertToDatabaseValue(false)).toBe('none');
    expect(type.convertToJSValue('none')).toBe(false);
  });

  it('keeps readOnly, readWrite and null (inherit) as they are', () => {
    for (const level of ['readOnly', 'readWrite', null] as const) {
      expect(type.convertToJSValue(type.convertToDatabaseValue(level))).toBe(level);
    }
  });
});
