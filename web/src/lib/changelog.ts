import { type ChangelogVersion, parseChangelog } from '@prozesspuls/shared/help';
// The repository's CHANGELOG.md, bundled as text: the help centre's changelog and the release-notes
// dialog read the same file, so they never disagree.
import changelogMarkdown from '../../../CHANGELOG.md?raw';

/** Every version of CHANGELOG.md, newest first. */
export const CHANGELOG: readonly ChangelogVersion[] = parseChangelog(changelogMarkdown);
