import { describe, expect, it } from 'vitest';
import { anonymityFormResult } from './anonymity-form';

const current = { anonymityThreshold: 6, freeTextThreshold: 10 };

describe('anonymityFormResult', () => {
  it.each([
    ['6', '10', { settings: { anonymityThreshold: 6, freeTextThreshold: 10 } }],
    [' 10 ', '25', { settings: { anonymityThreshold: 10, freeTextThreshold: 25 } }],
    ['5', '10', { error: 'Die Anonymitätsschwellen können nur erhöht werden.' }],
    ['11', '10', { error: 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.' }],
    ['6,5', '10', { error: 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.' }],
    ['', '10', { error: 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.' }],
    ['7', '101', { error: 'Die Schwelle für Freitextantworten muss eine ganze Zahl von 10 bis 100 sein.' }],
  ])('%j / %j gives %j', (anonymity, freeText, result) => {
    expect(anonymityFormResult(current, anonymity, freeText)).toEqual(result);
  });
});
