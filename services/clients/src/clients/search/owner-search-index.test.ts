import { describe, expect, it } from '@jest/globals';
import { OwnerSearchIndex, type IndexedClient, type SearchPageQuery } from './owner-search-index.js';

/** A practice's clients in the last-name order, with each one's place in the other sorts as the database would give it. */
const PEOPLE = [
  { first: 'Émilie', last: 'Côté', email: 'emilie.cote@videotron.ca', unread: 0, created: 3, updated: 5 },
  { first: 'Marc', last: 'Gagnon', email: 'marc.gagnon@gmail.com', unread: 2, created: 1, updated: 2 },
  { first: 'Léa', last: 'Martin', email: 'lea.martin@orange.fr', unread: 0, created: 5, updated: 1 },
  { first: 'Olivia', last: 'Smith', email: 'olivia.smith@outlook.com', unread: 1, created: 2, updated: 4 },
  { first: 'Theo', last: 'Smith', email: 'theo.smith@gmail.com', unread: 0, created: 4, updated: 3 },
];
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byFirst = [...PEOPLE].sort((a, b) => fold(a.first).localeCompare(fold(b.first)));

const clients: IndexedClient[] = PEOPLE.map((person, i) => ({
  row: {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    ownerId: 'pro',
    firstname: person.first,
    lastname: person.last,
    email: person.email,
    portalUsername: fold(`${person.first}.${person.last}`),
    portalEnabled: true,
    archived: false,
    unreadFeedback: person.unread,
    updatedAt: `2026-12-0${person.updated} 10:00:00+00`,
  },
  searchText: fold(`${person.first} ${person.last} ${person.email}`),
  ranks: { firstname: byFirst.indexOf(person) + 1, email: i + 1, updated: person.updated, created: person.created },
}));

const index = new OwnerSearchIndex('7', clients);
const query = (extra: Partial<SearchPageQuery> = {}): SearchPageQuery => ({ sort: 'lastname', sortDir: 'asc', skip: 0, limit: 50, feedback: false, ...extra });
const names = (page: { rows: { firstname: string; lastname: string }[] }) => page.rows.map((row) => `${row.firstname} ${row.lastname}`);

describe('OwnerSearchIndex', () => {
  it('finds a term anywhere in a name or e-mail, in the last-name order, each client once', () => {
    expect(names(index.page('smith', query()))).toEqual(['Olivia Smith', 'Theo Smith']);
    // "mar" is in Marc's first name and in Martin: each client is counted once.
    expect(index.page('mar', query())).toMatchObject({ total: 2 });
    expect(names(index.page('cote', query()))).toEqual(['Émilie Côté']);
    expect(index.page('gmail', query()).total).toBe(2);
  });

  it('never matches across two clients (the end of one and the start of the next)', () => {
    // Côté's text ends in "videotron.ca", Gagnon's starts with "marc".
    expect(index.page('camarc', query()).total).toBe(0);
    expect(index.page('ca marc', query()).total).toBe(0);
  });

  it('pages in both directions, the total the same on every page', () => {
    // Every client's text holds an "a" (".ca", "gmail", "lea", "olivia").
    expect(names(index.page('a', query({ skip: 1, limit: 2 })))).toEqual(['Marc Gagnon', 'Léa Martin']);
    expect(names(index.page('a', query({ sortDir: 'desc', limit: 2 })))).toEqual(['Theo Smith', 'Olivia Smith']);
    expect(names(index.page('a', query({ sortDir: 'desc', skip: 2, limit: 2 })))).toEqual(['Léa Martin', 'Marc Gagnon']);
    expect(index.page('a', query({ sortDir: 'desc', skip: 4, limit: 2 })).rows.map((row) => row.lastname)).toEqual(['Côté']);
    expect(index.page('a', query({ skip: 10 }))).toEqual({ rows: [], total: 5 });
  });

  it('orders by the ranks of the other sorts', () => {
    expect(names(index.page('@', query({ sort: 'firstname' })))).toEqual(['Émilie Côté', 'Léa Martin', 'Marc Gagnon', 'Olivia Smith', 'Theo Smith']);
    expect(names(index.page('@', query({ sort: 'updated', sortDir: 'desc', limit: 2 })))).toEqual(['Émilie Côté', 'Olivia Smith']);
    expect(names(index.page('gmail', query({ sort: 'created' })))).toEqual(['Marc Gagnon', 'Theo Smith']);
  });

  it('keeps to clients with unread feedback when asked', () => {
    expect(names(index.page('@', query({ feedback: true })))).toEqual(['Marc Gagnon', 'Olivia Smith']);
  });

  it('matches every client once for a term whose letters all fold away, as like does', () => {
    expect(index.page('', query({ limit: 2 }))).toMatchObject({ total: 5 });
    expect(names(index.page('', query({ sortDir: 'desc', limit: 1 })))).toEqual(['Theo Smith']);
  });

  it('leaves to the database a term it could match across clients', () => {
    expect(OwnerSearchIndex.answers('smith')).toBe(true);
    expect(OwnerSearchIndex.answers('')).toBe(false);
    expect(OwnerSearchIndex.answers('a\u0000b')).toBe(false);
  });
});
