import { describe, expect, it } from 'vitest';
import { trendInWords } from './trend-words';

describe('the trend in words', () => {
  it('calls a positive trend (the score number fell) an improvement', () => {
    expect(trendInWords(0.6)).toBe('verbessert um 0,6');
  });

  it('calls a negative trend (the score number rose) a worsening', () => {
    expect(trendInWords(-1.2)).toBe('verschlechtert um 1,2');
  });

  it('says no change at zero', () => {
    expect(trendInWords(0)).toBe('unverändert');
  });
});
