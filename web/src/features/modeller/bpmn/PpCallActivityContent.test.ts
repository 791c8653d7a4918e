import { describe, expect, it } from 'vitest';
import { contentOfCallActivities } from './PpCallActivityContent';

/** A shape's diagram information: its id and bounds. */
function shape(id: string, x: number, y: number, width: number, height: number) {
  return { id, bounds: { x, y, width, height } };
}

/** An edge's diagram information: its id and its waypoints, each given as [x, y]. */
function edge(id: string, ...points: readonly (readonly [number, number])[]) {
  return { id, waypoint: points.map(([x, y]) => ({ x, y })) };
}

const activity = shape('Call', 100, 100, 300, 200);

describe('contentOfCallActivities', () => {
  it('gives an expanded call activity the undrawn shapes and edges that lie inside it', () => {
    const task = shape('Task', 150, 150, 100, 80);
    const flow = edge('Flow', [250, 190], [320, 190]);
    expect(contentOfCallActivities([activity], [task, flow])).toEqual(new Map([['Call', [task, flow]]]));
  });

  it('leaves what lies outside, or only partly inside, undrawn', () => {
    const outside = shape('Far', 600, 100, 100, 80);
    const leaving = edge('Out', [250, 190], [500, 190]);
    const nothing = edge('Empty');
    expect(contentOfCallActivities([activity], [outside, leaving, nothing])).toEqual(new Map());
  });
});
