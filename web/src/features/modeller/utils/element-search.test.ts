import { describe, expect, it } from 'vitest';
import { normalizeSearchText, type SearchableElement, searchElements, stepHit } from './element-search';

const elements: SearchableElement[] = [
  { id: 'Task_1', name: 'Rechnung prüfen', number: '2', type: 'bpmn:Task' },
  { id: 'Task_2', name: 'Rechnung\nfreigeben', number: '10', type: 'bpmn:UserTask' },
  { id: 'Task_3', name: 'Zahlung anweisen', number: '2.1', type: 'bpmn:Task' },
  { id: 'Gateway_1', name: 'Betrag > 5.000 €?', type: 'bpmn:ExclusiveGateway' },
  { id: 'Event_1', name: '', number: '1', type: 'bpmn:StartEvent' },
  { id: 'Task_4', name: 'Prüfbericht schreiben', type: 'bpmn:Task' },
];

const ids = (query: string) => searchElements(elements, query).map((hit) => hit.id);

describe('element search', () => {
  it('finds an element by its exact number before those whose number starts with it', () => {
    expect(ids('2')).toEqual(['Task_1', 'Task_3']);
  });

  it('finds elements by a part of their name, case-insensitively', () => {
    expect(ids('RECHNUNG')).toEqual(['Task_1', 'Task_2']);
    expect(ids('anweis')).toEqual(['Task_3']);
  });

  it('ranks a name that starts with the query before one that only contains it', () => {
    expect(ids('prüf')).toEqual(['Task_4', 'Task_1']);
  });

  it('treats umlauts and their spelled-out form alike', () => {
    expect(ids('pruefen')).toEqual(['Task_1']);
  });

  it('finds a label broken over two lines by the words on both sides of the break', () => {
    expect(ids('rechnung freigeben')).toEqual(['Task_2']);
  });

  it('finds an unnamed element by its number only', () => {
    expect(ids('1')).toEqual(['Event_1', 'Task_2']);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('orders equal ranks by number in natural order', () => {
    const many: SearchableElement[] = [
      { id: 'a', name: 'Schritt', number: '10', type: 'bpmn:Task' },
      { id: 'b', name: 'Schritt', number: '9', type: 'bpmn:Task' },
      { id: 'c', name: 'Schritt', type: 'bpmn:Task' },
    ];
    expect(searchElements(many, 'schritt').map((hit) => hit.id)).toEqual(['b', 'a', 'c']);
  });

  it('normalises spaces, line breaks, case and ß', () => {
    expect(normalizeSearchText('  Straße\n  Prüfen ')).toBe('strasse pruefen');
  });

  it('arrow keys wrap around the hit list', () => {
    expect(stepHit(0, 3, 1)).toBe(1);
    expect(stepHit(2, 3, 1)).toBe(0);
    expect(stepHit(0, 3, -1)).toBe(2);
    expect(stepHit(-1, 3, 1)).toBe(0);
    expect(stepHit(0, 0, 1)).toBe(-1);
  });
});
