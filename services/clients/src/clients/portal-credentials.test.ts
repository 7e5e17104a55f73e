import { describe, expect, it } from '@jest/globals';
import { firstFreeUsername, randomPortalKey, usernameBase } from './portal-credentials.js';

describe('portal credentials', () => {
  it('makes a username from the names, without accents or spaces', () => {
    expect(usernameBase('Jane', 'Doe')).toBe('jane.doe');
    expect(usernameBase('Hélène', "D'Arcy-Lévêque")).toBe('helene.darcyleveque');
    expect(usernameBase('', '')).toBe('client');
    expect(usernameBase('Al', '')).toBe('client.al');
  });

  it('writes names of other alphabets and letters without a decomposition in ASCII', () => {
    expect(usernameBase('Łukasz', 'Wójcik')).toBe('lukasz.wojcik');
    expect(usernameBase('Søren', 'Kierkegaard')).toBe('soren.kierkegaard');
    expect(usernameBase('Chloé', 'Cœur')).toBe('chloe.coeur');
    expect(usernameBase('Дмитрий', 'Иванов')).toBe('dmitriy.ivanov');
    expect(usernameBase('芳', '王')).toBe('fang.wang');
  });

  it('takes the first free numbered username', () => {
    expect(firstFreeUsername('jane.doe', new Set())).toBe('jane.doe');
    expect(firstFreeUsername('jane.doe', new Set(['jane.doe', 'jane.doe2']))).toBe('jane.doe3');
  });

  it('draws four digits', () => {
    for (let i = 0; i < 50; i++) expect(randomPortalKey()).toMatch(/^\d{4}$/);
  });
});
