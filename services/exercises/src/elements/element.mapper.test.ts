import { describe, expect, it } from '@jest/globals';
import { elementType, toElement } from './element.mapper.js';
import type { ElementDbRow } from './element-row.js';

const row = (overrides: Partial<ElementDbRow>): ElementDbRow => ({
  id: 'e1', is_stack: false, scope: 'user', owner_id: 'me', team_id: null, org_id: null, folder_id: null, stack_id: null,
  sort_order: 1, title_en: 'Calf raise', title_fr: 'Montée sur pointes', instructions_en: 'Rise.', instructions_fr: null,
  reflect: false, thumbnail_id: null, parameters: [], resources: [], category_id: null, body_regions: [], equipment: [],
  position: null, source: null, licence: null, licence_url: null, attribution_required: false, author: null,
  source_url: null, credit_line: null, updated_at: '2026-01-01T00:00:00Z', movement_key: null, variant_key: null, side: null,
  variant_en: null, variant_fr: null, ...overrides,
});

describe('element types', () => {
  it('derives each of the eight types from scope, stack flag and parent stack', () => {
    expect(elementType(row({ scope: 'stock' }))).toBe('stockExercise');
    expect(elementType(row({ scope: 'user' }))).toBe('userExercise');
    expect(elementType(row({ scope: 'team' }))).toBe('teamExercise');
    expect(elementType(row({ scope: 'org' }))).toBe('orgExercise');
    expect(elementType(row({ scope: 'team', stack_id: 's1' }))).toBe('stackExercise');
    expect(elementType(row({ scope: 'user', is_stack: true }))).toBe('userStack');
    expect(elementType(row({ scope: 'team', is_stack: true }))).toBe('teamStack');
    expect(elementType(row({ scope: 'org', is_stack: true }))).toBe('orgStack');
  });

  it('answers in French where the element has French text, English otherwise', () => {
    const element = toElement(row({}), null, 'fr');
    expect([element.title, element.instructions]).toEqual(['Montée sur pointes', 'Rise.']);
  });

  it('carries the credit line of imported exercises', () => {
    const element = toElement(row({ scope: 'stock', source: 'wger', licence: 'CC-BY-SA-4.0', credit_line: 'By X', attribution_required: true }), null, 'en');
    expect(element.credit).toMatchObject({ source: 'wger', creditLine: 'By X', attributionRequired: true });
    expect(element.readOnly).toBe(true);
  });

  it('names the movement and the variant of a stock variant, and nothing of a custom element', () => {
    const variant = { movement_key: 'openset_pulldown', variant_key: 'sitting.band-light', side: 'left' as const, variant_en: 'sitting, light band', variant_fr: 'assis, élastique léger' };
    expect(toElement(row({ scope: 'stock', ...variant }), null, 'fr')).toMatchObject({ movementKey: 'openset_pulldown', variantLabel: 'assis, élastique léger', side: 'left' });
    // A personal copy keeps no movement: it is one of its own.
    expect(toElement(row({ scope: 'user', ...variant }), null, 'en')).toMatchObject({ movementKey: null, variantLabel: null, side: null });
  });
});
