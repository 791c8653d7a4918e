import { describe, expect, it } from 'vitest';
import { contentOfCallActivities } from './PpCallActivityContent';

const activity = { id: 'Call', bounds: { x: 100, y: 100, width: 300, height: 200 } };

describe('contentOfCallActivities', () => {
  it('gives an expanded call activity the undrawn shapes and edges that lie inside it', () => {
    const task = { id: 'Task', bounds: { x: 150, y: 150, width: 100, height: 80 } };
    const flow = {
      id: 'Flow',
      waypoint: [
        { x: 250, y: 190 },
        { x: 320, y: 190 },
      ],
    };
    expect(contentOfCallActivities([activity], [task, flow])).toEqual(new Map([['Call', [task, flow]]]));
  });

  it('leaves what lies outside, or only partly inside, undrawn', () => {
    const outside = { id: 'Far', bounds: { x: 600, y: 100, width: 100, height: 80 } };
    const leaving = {
      id: 'Out',
      waypoint: [
        { x: 250, y: 190 },
        { x: 500, y: 190 },
      ],
    };
    const nothing = { id: 'Empty', waypoint: [] };
    expect(contentOfCallActivities([activity], [outside, leaving, nothing])).toEqual(new Map());
  });
});
