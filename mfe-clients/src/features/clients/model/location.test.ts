import { describe, expect, it } from '@jest/globals';
import { clientsListQuery, clientsLocationQuery, parseClientsLocation, type ClientsLocation } from './location';

const base: ClientsLocation = { archived: false, search: '', sort: null, shared: false, feedback: false, page: 0 };

const plain = { teamClients: false, restrictPhi: false };

describe('clients list location', () => {
  it('keeps tab, search, sort, filters and page in the query and reads them back', () => {
    const location: ClientsLocation = { archived: true, search: 'doe', sort: { column: 'email', direction: 'desc' }, shared: true, feedback: true, page: 2 };
    const query = clientsLocationQuery(location);
    expect(query).toBe('?tab=archived&search=doe&sort=email&dir=desc&shared=1&feedback=1&page=3');
    expect(parseClientsLocation(new URLSearchParams(query))).toEqual(location);
  });

  it('writes nothing for the default list and ignores what it does not know', () => {
    expect(clientsLocationQuery(base)).toBe('');
    expect(parseClientsLocation(new URLSearchParams('tab=other&sort=portal&page=-4'))).toEqual(base);
  });

  it('asks the service for one page of 50, sorted only when a column is', () => {
    expect(clientsListQuery({ ...base, page: 3 }, plain)).toEqual({ skip: 150, limit: 50, archived: false });
    expect(clientsListQuery({ ...base, search: 'jane', sort: { column: 'lastname', direction: 'asc' }, feedback: true }, plain)).toEqual({
      skip: 0,
      limit: 50,
      archived: false,
      search: 'jane',
      sort: 'lastname',
      sortDir: 'asc',
      feedback: true,
    });
  });

  it('asks for team-shared clients only when the profile has teamClients', () => {
    expect(clientsListQuery({ ...base, shared: true }, plain).shared).toBeUndefined();
    expect(clientsListQuery({ ...base, shared: true }, { ...plain, teamClients: true }).shared).toBe(true);
  });

  it('never asks restrictPhi staff for clients with unread feedback, even from a link', () => {
    expect(clientsListQuery({ ...base, feedback: true }, { ...plain, restrictPhi: true }).feedback).toBeUndefined();
  });
});
