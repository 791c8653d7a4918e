import { describe, expect, it } from 'vitest';
import { RoundSchemaCache } from './roundSchemas.js';

const schemaJson = (name: string, padding = '') =>
  JSON.stringify({
    title: padding,
    pages: [{ name: 'p1', elements: [{ type: 'matrix', name, rows: [], columns: [] }] }],
  });
const round = (surveyId: string, number = 1) => ({ clientId: 7, surveyId, round: number });

describe('schemas of survey rounds kept per container', () => {
  it('answers the parsed schema and its counted questions of the round it was kept for', () => {
    const cache = new RoundSchemaCache();
    cache.put(round('s1'), schemaJson('q1'));
    const kept = cache.get(round('s1'));
    expect(kept?.schema.pages[0]?.elements[0]).toMatchObject({ name: 'q1' });
    expect([...(kept?.counted.scaleQuestionIds ?? [])]).toEqual(['q1']);
  });

  it('keeps each round apart: a new round of the survey is not served the schema of the old one', () => {
    const cache = new RoundSchemaCache();
    cache.put(round('s1', 1), schemaJson('q1'));
    expect(cache.get(round('s1', 2))).toBeUndefined();
    expect(cache.get({ clientId: 8, surveyId: 's1', round: 1 })).toBeUndefined();
  });

  it('lets the round used longest ago go first when more rounds than its limit come', () => {
    const cache = new RoundSchemaCache(2);
    cache.put(round('s1'), schemaJson('q1'));
    cache.put(round('s2'), schemaJson('q2'));
    cache.get(round('s1'));
    cache.put(round('s3'), schemaJson('q3'));
    expect(cache.get(round('s2'))).toBeUndefined();
    expect(cache.get(round('s1'))).toBeDefined();
    expect(cache.get(round('s3'))).toBeDefined();
  });

  it('holds no more schema text than its budget and never keeps a schema larger than it', () => {
    const small = schemaJson('q1');
    const cache = new RoundSchemaCache(10, small.length * 2 + 10);
    cache.put(round('s1'), small);
    cache.put(round('s2'), schemaJson('q2'));
    cache.put(round('s3'), schemaJson('q3'));
    expect(cache.get(round('s1'))).toBeUndefined();
    expect(cache.get(round('s2'))).toBeDefined();
    const huge = cache.put(round('s4'), schemaJson('q4', 'x'.repeat(small.length * 3)));
    expect(huge.schema.pages[0]?.elements[0]).toMatchObject({ name: 'q4' });
    expect(cache.get(round('s4'))).toBeUndefined();
    expect(cache.get(round('s3'))).toBeDefined();
  });
});
