export interface LastEdit {
  readonly lastEditor: string;
  readonly lastEditedAt: string;
}

/**
 * What a newer last edit means for the diagram on the screen: 'none' when it is the one shown,
 * 'own' when the user saved it (nothing to announce), 'other' when someone else saved a newer version.
 */
export function lastEditChange(
  shown: LastEdit | null,
  latest: LastEdit,
  userId: string,
): 'none' | 'own' | 'other' {
  if (!shown || shown.lastEditedAt === latest.lastEditedAt) return 'none';
  if (Date.parse(latest.lastEditedAt) < Date.parse(shown.lastEditedAt)) return 'none';
  return latest.lastEditor === userId ? 'own' : 'other';
}
