import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ReleaseInfo } from '@prozesspuls/shared';
import { RELEASE_STATE_LABELS, type ReleaseStateName } from '@prozesspuls/shared/rules';
import { formatDateTime } from '@/lib/format-date';

const COLOR: Record<ReleaseStateName, 'default' | 'warning' | 'success' | 'error'> = {
  DRAFT: 'default',
  IN_REVIEW: 'warning',
  RELEASED: 'success',
  REJECTED: 'error',
};

const dateOf = (iso: string | null) => formatDateTime(iso).slice(0, 10);

/** The line a tooltip or caption gives about a release: version, approval date, last decision. */
export function releaseSummary(release: ReleaseInfo): string {
  const parts = [`Version ${release.version}`];
  if (release.releasedAt) parts.push(`freigegeben am ${dateOf(release.releasedAt)}`);
  const decision = release.lastDecision;
  if (decision?.requestState === 'REJECTED') {
    parts.push(
      `abgelehnt von ${decision.reviewerName} am ${dateOf(decision.decidedAt)}${decision.comment ? `: „${decision.comment}“` : ''}`,
    );
  }
  return parts.join(' · ');
}

/**
 * The release state wherever a model appears: Entwurf / In Prüfung / Freigegeben /
 * Abgelehnt with the release version; the tooltip adds the approval date and a rejection's reason.
 */
export function ReleaseStateChip({ release }: { readonly release: ReleaseInfo }) {
  return (
    <Tooltip title={releaseSummary(release)}>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[release.state]}
        label={`${RELEASE_STATE_LABELS[release.state]} · v${release.version}`}
        data-testid="release-state"
        data-state={release.state}
      />
    </Tooltip>
  );
}
