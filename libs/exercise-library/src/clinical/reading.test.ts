import { describe, expect, it } from '@jest/globals';
import { CLINICAL_VOCABULARY } from './vocabulary.js';
import { readClinical } from './reading.js';

const REGIONS = ['neck', 'jaw', 'shoulder', 'elbow-forearm', 'wrist-hand', 'thoracic', 'lumbar', 'hip', 'knee', 'ankle-foot', 'core', 'pelvic-floor', 'whole-body'];

describe('the clinical vocabulary', () => {
  it('names every term in English and French, with regions of the library and a source', () => {
    for (const term of CLINICAL_VOCABULARY) {
      expect(term.en.length).toBeGreaterThan(0);
      expect(term.fr.length).toBeGreaterThan(0);
      expect(term.regions.length).toBeGreaterThan(0);
      for (const region of term.regions) expect(REGIONS).toContain(region);
      expect(term.source).toMatch(/^(region|ICD-10 [A-Z]\d|MeSH )/);
    }
  });

  it('reads conditions, abbreviations and regions in both languages, accents or not', () => {
    expect(readClinical('frozen shoulder')).toMatchObject({ regions: ['shoulder'], rest: '' });
    expect(readClinical('Capsulite rétractile')).toMatchObject({ regions: ['shoulder'], rest: '' });
    expect(readClinical('capsulite retractile')?.regions).toEqual(['shoulder']);
    expect(readClinical('ACL')?.regions).toEqual(['knee']);
    expect(readClinical('TKA')?.categoryKeys).toContain('knee.mobility');
    expect(readClinical('lombalgie')?.regions).toEqual(['lumbar']);
    expect(readClinical('épicondylite')?.regions).toEqual(['elbow-forearm']);
    expect(readClinical('tendinopathie d’Achille')?.regions).toEqual(['ankle-foot']);
    expect(readClinical("golfer's elbow")?.regions).toEqual(['elbow-forearm']);
  });

  it('keeps the words beyond the terms, without the words that only qualify them', () => {
    expect(readClinical('knee osteoarthritis squat')).toMatchObject({ regions: ['knee'], rest: 'squat' });
    expect(readClinical('chronic low back pain')).toMatchObject({ regions: ['lumbar'], rest: '' });
    expect(readClinical('shoulder pain')).toMatchObject({ regions: ['shoulder'], rest: '', ranked: 'shoulder' });
    expect(readClinical('knee extension')).toMatchObject({ regions: ['knee'], rest: 'extension' });
  });

  it('leaves alone searches naming no term, and searches in the search syntax', () => {
    expect(readClinical('hamstring stretch')).toBeNull();
    expect(readClinical('"knee extension"')).toBeNull();
    expect(readClinical('extension -knee')).toBeNull();
    expect(readClinical('ankle or hip')).toBeNull();
  });
});
