import type { ProcessProfile, ProfileField } from '@prozesspuls/shared';
import { axisCategories, axisCategoryIndex } from '@prozesspuls/shared/rules';

/** Gray for profiles without a department. */
export const NO_DEPARTMENT_COLOR = '#9e9e9e';

export interface MapDot {
  readonly profile: ProcessProfile;
  readonly column: number;
  readonly row: number;
  /** Position inside the cell, 0..1 each. */
  readonly x: number;
  readonly y: number;
}

export interface MapGrid {
  readonly columns: string[];
  readonly rows: string[];
  readonly dots: MapDot[];
}

/**
 * Places every profile in the cell of its X and Y category, at a random spot inside the cell
 * (`random` is injectable so a test can fix it; a new draw re-randomizes the positions).
 */
export function mapGrid(
  profiles: readonly ProcessProfile[],
  xField: ProfileField,
  yField: ProfileField,
  random: () => number = Math.random,
): MapGrid {
  const inset = () => 0.15 + random() * 0.7;
  return {
    columns: axisCategories(xField),
    rows: axisCategories(yField),
    dots: profiles.map((profile) => ({
      profile,
      column: axisCategoryIndex(xField, profile.customFields),
      row: axisCategoryIndex(yField, profile.customFields),
      x: inset(),
      y: inset(),
    })),
  };
}

/** A department colour as CSS (stored with or without '#'); gray without a department. */
export function dotColor(color: string | null | undefined): string {
  if (!color) return NO_DEPARTMENT_COLOR;
  return color.startsWith('#') ? color : `#${color}`;
}
