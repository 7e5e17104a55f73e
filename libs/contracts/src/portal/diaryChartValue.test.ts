import { describe, expect, it } from '@jest/globals';
import { diaryChartKind, diaryChartValue } from './tracking.js';

describe('diaryChartValue', () => {
  it('draws water in litres, whether entered in litres or millilitres', () => {
    expect(diaryChartValue({ type: 'water', values: { value: 1.5, unit: 'l' } })).toBe(1.5);
    expect(diaryChartValue({ type: 'water', values: { value: 500, unit: 'ml' } })).toBe(0.5);
  });

  it('draws systolic pressure for blood pressure and the value of the others', () => {
    expect(diaryChartValue({ type: 'bp', values: { systolic: 130, diastolic: 85, unit: 'mmHg' } })).toBe(130);
    expect(diaryChartValue({ type: 'pain', values: { value: 3 } })).toBe(3);
    expect(diaryChartValue({ type: 'steps', values: { value: '4200' } })).toBe(4200);
  });

  it('draws effort and breathlessness apart, the two scales of an RPE entry', () => {
    expect(diaryChartKind({ type: 'rpe', values: { value: 4, scale: 'rpe' } })).toBe('rpe');
    expect(diaryChartKind({ type: 'rpe', values: { value: 4, scale: 'dyspnea' } })).toBe('dyspnea');
    expect(diaryChartKind({ type: 'pain', values: { value: 4 } })).toBe('pain');
  });

  it('gives null without a number', () => {
    expect(diaryChartValue({ type: 'water', values: { unit: 'l' } })).toBeNull();
    expect(diaryChartValue({ type: 'pain', values: { value: '' } })).toBeNull();
    expect(diaryChartValue({ type: 'bp', values: { diastolic: 80 } })).toBeNull();
  });
});
