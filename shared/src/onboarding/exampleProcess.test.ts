import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { takeElementContent } from '../bpmnXml/elementContentXml.js';
import { ppModdleDescriptor } from '../bpmnXml/ppModdle.js';
import { EXAMPLE_ACTIVITIES, exampleProcessXml } from './exampleProcess.js';

describe('the example process of a new client', () => {
  it('is BPMN 2.0 that bpmn-moddle reads without a warning', async () => {
    const moddle = new BpmnModdle({ pp: ppModdleDescriptor });
    const { warnings } = await moddle.fromXML(exampleProcessXml());
    expect(warnings).toEqual([]);
  });

  it('carries a number and a German description on every activity, which the import turns into content', async () => {
    const taken = await takeElementContent(exampleProcessXml());
    if (!taken.ok) throw new Error(taken.msg);
    expect(EXAMPLE_ACTIVITIES.length).toBeGreaterThanOrEqual(5);
    for (const activity of EXAMPLE_ACTIVITIES) {
      expect(taken.numbers.get(activity.id)).toBe(activity.number);
      expect(taken.descriptions.get(activity.id)).toBe(activity.description);
    }
    expect(taken.xml).not.toContain('pp:elementNumber');
  });

  it('puts every activity in a lane that names a role', () => {
    const xml = exampleProcessXml();
    for (const activity of EXAMPLE_ACTIVITIES) {
      expect(activity.role).toBeTruthy();
      expect(xml).toContain(`<bpmn:flowNodeRef>${activity.id}</bpmn:flowNodeRef>`);
    }
    expect(new Set(EXAMPLE_ACTIVITIES.map((activity) => activity.role)).size).toBe(3);
  });
});
