import { describe, expect, it } from 'vitest';
import { mergePlaneElements } from './PpPreserveDi';

describe('mergePlaneElements', () => {
  it('puts back what bpmn-js dropped at its old place and keeps its order for the drawn ones', () => {
    // 'call' content c1, c2 and the edge e are not drawn; bpmn-js wrote b before a.
    expect(mergePlaneElements(['a', 'c1', 'b', 'c2', 'e'], ['b', 'a'])).toEqual(['b', 'c1', 'a', 'c2', 'e']);
  });

  it('appends what was drawn new since the import', () => {
    expect(mergePlaneElements(['a', 'hidden'], ['a', 'new'])).toEqual(['a', 'hidden', 'new']);
  });
});
