import { emptyChecklistList } from '@prozesspuls/shared/checklists';
import { describe, expect, it } from 'vitest';
import { listSchemaOf, parseSteps, skipStep4Of, withAnswer } from './answers';

describe('checklist answers', () => {
  it('round-trips the list and replaces one answer only', () => {
    const steps = parseSteps(JSON.stringify(emptyChecklistList()));
    expect(steps).toHaveLength(5);
    const changed = withAnswer(steps, { step: 0, field: 1, option: 2 }, 2);
    expect(changed[0]?.fields[1]?.options[2]?.answer).toBe(2);
    expect(changed[0]?.fields[1]?.options[1]?.answer).toBeNull();
    expect(changed[1]).toBe(steps[1]);
    expect(steps[0]?.fields[1]?.options[2]?.answer).toBeNull();
    expect(JSON.parse(listSchemaOf(changed))[0]).toBeNull();
  });

  it('reads skipStep4 from the query, else keeps the stored choice', () => {
    expect(skipStep4Of('true', false)).toBe(true);
    expect(skipStep4Of('false', true)).toBe(false);
    expect(skipStep4Of(null, true)).toBe(true);
  });
});
