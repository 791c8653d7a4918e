import type { RiskElementStrain } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { measureBadges, NO_STRAIN_COLOUR, STRAIN_COLOURS, strainBadges } from './strain-badges';

const element = (elementId: string, strain: RiskElementStrain['strain']): RiskElementStrain => ({
  elementId,
  name: elementId,
  kind: 'Tätigkeit',
  strain,
  after: null,
  comparison: null,
});

describe('the strain overlay badges', () => {
  it('show the reported score in its heat colour and count the measures on the element', () => {
    const [badge] = strainBadges(
      [element('A', { score: 4.6, responseCount: 12, hidden: null })],
      [{ elementIds: ['A', 'B'] }, { elementIds: ['B'] }],
    );
    expect(badge).toEqual({
      elementId: 'A',
      text: '4,6',
      colour: STRAIN_COLOURS.hoch,
      level: 'hoch',
      label: 'A: Belastung 4,6 (hoch)',
      measures: 1,
    });
  });

  it('show no figure for a result below the anonymity threshold, only its notice', () => {
    const notice = { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' };
    // Even a score that reached the page by mistake is not drawn while the result is hidden.
    const [badge] = strainBadges([element('A', { score: 2, responseCount: 3, hidden: notice })], []);
    expect(badge?.text).toBe('–');
    expect(badge?.colour).toBe(NO_STRAIN_COLOUR);
    expect(badge?.level).toBeNull();
    expect(badge?.label).toBe(`A: ${notice.msg}`);
  });

  it('mark elements without answers as such', () => {
    const [badge] = strainBadges([element('A', { score: null, responseCount: 0, hidden: null })], []);
    expect(badge).toMatchObject({ text: '–', level: null, label: 'A: noch keine Ergebnisse' });
  });
});

describe('the measure badges', () => {
  it('count the measures per element and name title, type and state of each in the tooltip', () => {
    const badges = measureBadges([
      { title: 'Springer einplanen', type: 'organisatorisch', status: 'offen', elementIds: ['A', 'B'] },
      { title: 'Lärmschutz', type: 'technisch', status: 'erledigt', elementIds: ['A'] },
    ]);
    expect(badges).toEqual([
      {
        elementId: 'A',
        count: 2,
        label: '2 Maßnahmen: Springer einplanen (organisatorisch, offen); Lärmschutz (technisch, erledigt)',
      },
      { elementId: 'B', count: 1, label: '1 Maßnahme: Springer einplanen (organisatorisch, offen)' },
    ]);
  });

  it('give elements without measures no badge', () => {
    expect(measureBadges([])).toEqual([]);
  });
});
