import { describe, expect, it } from '@jest/globals';
import { activityListQuerySchema } from '@openset/contracts';
import { activityFilter, activityListQuery, activityLocationQuery, isFiltered, parseActivityLocation } from './activityLocation';

describe('the activity log in the address', () => {
  it('reads back what it wrote', () => {
    const location = { staffId: 'a1b2', action: 'viewed', object: 'client', from: '2026-11-01', to: '2026-11-30', page: 2 } as const;
    const query = activityLocationQuery(location);
    expect(query).toBe('?staff=a1b2&action=viewed&object=client&from=2026-11-01&to=2026-11-30&page=3');
    expect(parseActivityLocation(new URLSearchParams(query))).toEqual(location);
  });

  it('leaves open what it cannot read', () => {
    const location = parseActivityLocation(new URLSearchParams('?action=deleted&object=pdf&from=yesterday&staff=%3Cx%3E&page=-4'));
    expect(location).toEqual({ staffId: '', action: '', object: '', from: '', to: '', page: 0 });
    expect(isFiltered(location)).toBe(false);
    expect(activityLocationQuery(location)).toBe('');
  });

  it('asks the service for the filtered page, in a query the contract accepts; the CSV for the same filters without the page', () => {
    const location = parseActivityLocation(new URLSearchParams('?action=viewed&object=client&to=2026-12-02&page=2'));
    const list = activityListQuery(location);
    expect(list).toEqual({ action: 'viewed', object: 'client', to: '2026-12-02', skip: 50, limit: 50 });
    expect(activityListQuerySchema.safeParse(list).success).toBe(true);
    expect(activityFilter(location)).toEqual({ action: 'viewed', object: 'client', to: '2026-12-02' });
  });
});
