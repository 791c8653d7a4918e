import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { matchesExactly, NAVIGATION, type NavEntry, visibleNavigation } from './navigation-model';

function ids(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [entry.id, ...entry.items.map((i) => i.id)] : [entry.id],
  );
}

const ADMIN = { ADMIN: true };
const MODELLER = { PROCESS: true, PROCESS_READ: true, PROCESS_WRITE: true, SURVEY: true, PX_WRITE: true };
const EMPLOYEE = { READ: true };

describe('visibleNavigation', () => {
  it('shows an admin every group, including Nutzerverwaltung', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: ADMIN, specialEdition: true }));
    expect(visible).toEqual([
      'start',
      'myQuestions',
      'processes',
      'processList',
      'profiles',
      'processMap',
      'resources',
      'processExperience',
      'questions',
      'surveys',
      'measures',
      'checklist',
      'management',
      'help',
    ]);
  });

  it('shows a modeller Prozesse and Process Experience but not Nutzerverwaltung', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: MODELLER, specialEdition: true }));
    expect(visible).toContain('processes');
    expect(visible).toContain('processExperience');
    expect(visible).not.toContain('management');
  });

  it('shows an employee only Start and Hilfe', () => {
    expect(ids(visibleNavigation(NAVIGATION, { permissions: EMPLOYEE, specialEdition: true }))).toEqual([
      'start',
      'myQuestions',
      'help',
    ]);
  });

  it('treats SUPER_ADMIN alone as no group permission (the spec names PROCESS, SURVEY or admin)', () => {
    expect(
      ids(visibleNavigation(NAVIGATION, { permissions: { SUPER_ADMIN: true }, specialEdition: true })),
    ).toEqual(['start', 'myQuestions', 'help']);
  });

  it('matches permission names case-insensitively and ignores false flags', () => {
    const visible = ids(
      visibleNavigation(NAVIGATION, { permissions: { process: true, SURVEY: false }, specialEdition: true }),
    );
    expect(visible).toContain('processes');
    expect(visible).not.toContain('processExperience');
  });

  it('hides the checklist when the special edition is off', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: ADMIN, specialEdition: false }));
    expect(visible).not.toContain('checklist');
    expect(visible).toContain('surveys');
  });

  it('drops a group whose entries are all hidden', () => {
    const onlyChecklist: NavEntry[] = [
      {
        kind: 'group',
        id: 'processExperience',
        requires: 'SURVEY',
        items: [{ kind: 'link', id: 'checklist', to: '/checklist', specialEdition: true }],
      },
    ];
    expect(visibleNavigation(onlyChecklist, { permissions: ADMIN, specialEdition: false })).toEqual([]);
  });

  it("marks 'Umfragen' active on its own page only, since 'Maßnahmenplan' lives under it", () => {
    expect(matchesExactly(paths.surveys)).toBe(true);
    expect(matchesExactly(paths.surveysMeasures)).toBe(false);
    expect(matchesExactly(paths.processList)).toBe(false);
    expect(matchesExactly(paths.menu)).toBe(true);
  });
});
