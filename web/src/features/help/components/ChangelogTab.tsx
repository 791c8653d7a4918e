import Typography from '@mui/material/Typography';
import { ChangelogVersions } from '@/components/changelog/ChangelogVersions';
import { CHANGELOG } from '@/lib/changelog';

/** 'Changelog': every version of the repository's CHANGELOG.md, newest first. */
export function ChangelogTab() {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Was sich in ProzessPuls geändert hat, die neueste Version zuerst.
      </Typography>
      <ChangelogVersions versions={CHANGELOG} />
    </>
  );
}
