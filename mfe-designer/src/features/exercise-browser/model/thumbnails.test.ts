import { describe, expect, it } from '@jest/globals';
import { resourceImageUrl, thumbnailWidth } from './thumbnails';

describe('thumbnails', () => {
  it('asks for 120 px on standard screens and at least double on high-resolution ones', () => {
    expect(thumbnailWidth(1)).toBe(120);
    expect(thumbnailWidth(2)).toBeGreaterThanOrEqual(240);
    expect(thumbnailWidth(1.5)).toBeGreaterThanOrEqual(240);
  });

  it('points at the resources route under the API base', () => {
    expect(resourceImageUrl('r1', 120)).toBe('/api/clinician/resources/r1/file?imgWidth=120');
  });
});
