/**
 * The tabs of /help: 'Bug Report' (default), 'BPMN Schulung', 'Changelog'.
 * The handbook is a tab the spec keeps out of the tab list: reached by link (`?tab=handbuch`) and
 * by the '?' of every screen, never by the tab bar.
 */
export const LISTED_TABS = ['bug', 'schulung', 'changelog'] as const;
export type HelpTab = (typeof LISTED_TABS)[number] | 'handbuch';

export const TAB_LABELS: Readonly<Record<HelpTab, string>> = {
  bug: 'Bug Report',
  schulung: 'BPMN Schulung',
  changelog: 'Changelog',
  handbuch: 'Handbuch',
};

/** The tab a `?tab=` value names; anything else is the default 'Bug Report'. */
export function helpTabOf(value: string | null): HelpTab {
  return value === 'handbuch' || (LISTED_TABS as readonly string[]).includes(value ?? '')
    ? (value as HelpTab)
    : 'bug';
}
