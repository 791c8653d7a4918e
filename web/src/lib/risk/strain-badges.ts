import type { RiskElementStrain, RiskMeasure } from '@prozesspuls/shared';
import { type StrainLevel, strainLevel } from '@prozesspuls/shared/riskAssessment';

/** The heat colours of the 'Belastung' overlay and its legend. */
export const STRAIN_COLOURS: Readonly<Record<StrainLevel, string>> = {
  gering: '#2e7d32',
  mittel: '#f9a825',
  hoch: '#c62828',
};
/** Hidden (below the anonymity threshold) or without answers. */
export const NO_STRAIN_COLOUR = '#9e9e9e';

export interface StrainBadge {
  readonly elementId: string;
  /** '3,4', or '–' when hidden or unanswered: never a figure the API withheld. */
  readonly text: string;
  readonly colour: string;
  /** Heat level; null when hidden by the anonymity threshold or without answers. */
  readonly level: StrainLevel | null;
  /** Tooltip and accessible name. */
  readonly label: string;
  /** Measures attached to the element (the measure badge shows the count). */
  readonly measures: number;
}

const decimal = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * What the overlay draws on each picked element: the strain the API reported (already under the
 * anonymity threshold; a hidden result shows the API's notice instead of a number) and the number
 * of measures on it.
 */
export function strainBadges(
  elements: readonly RiskElementStrain[],
  measures: readonly Pick<RiskMeasure, 'elementIds'>[],
): StrainBadge[] {
  return elements.map((element) => {
    const { score, hidden } = element.strain;
    const count = measures.filter((m) => m.elementIds.includes(element.elementId)).length;
    const level = hidden ? null : strainLevel(score);
    const shown = level !== null && score !== null;
    return {
      elementId: element.elementId,
      text: shown ? decimal(score) : '–',
      colour: level ? STRAIN_COLOURS[level] : NO_STRAIN_COLOUR,
      level: shown ? level : null,
      label: hidden
        ? `${element.name}: ${hidden.msg}`
        : shown
          ? `${element.name}: Belastung ${decimal(score)} (${level})`
          : `${element.name}: noch keine Ergebnisse`,
      measures: count,
    };
  });
}

/** The measure badge of one element: how many measures are attached and, as tooltip, which. */
export interface MeasureBadge {
  readonly elementId: string;
  readonly count: number;
  /** Tooltip and accessible name: each measure's title, type (§ 4 ArbSchG) and state. */
  readonly label: string;
}

/** One badge per element that has measures attached, in the order the assessment lists them. */
export function measureBadges(
  measures: readonly Pick<RiskMeasure, 'elementIds' | 'title' | 'type' | 'status'>[],
): MeasureBadge[] {
  const byElement = new Map<string, string[]>();
  for (const measure of measures) {
    const line = `${measure.title} (${measure.type}, ${measure.status})`;
    for (const elementId of measure.elementIds)
      byElement.set(elementId, [...(byElement.get(elementId) ?? []), line]);
  }
  return [...byElement].map(([elementId, lines]) => ({
    elementId,
    count: lines.length,
    label: `${lines.length === 1 ? '1 Maßnahme' : `${lines.length} Maßnahmen`}: ${lines.join('; ')}`,
  }));
}
