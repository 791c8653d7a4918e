import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangelogVersion, germanDate } from '@prozesspuls/shared/help';

/**
 * Versions of CHANGELOG.md as the help centre's changelog and the release-notes dialog show them:
 * 'Version 4.2.7 vom 02.06.2025', then each section with its entries.
 */
export function ChangelogVersions({
  versions,
  headingLevel = 'h2',
}: {
  readonly versions: readonly ChangelogVersion[];
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const sectionLevel = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Stack spacing={3}>
      {versions.map((entry) => (
        <Box
          component="section"
          key={entry.version}
          aria-label={`Version ${entry.version}`}
          data-testid="changelog-version"
        >
          <Typography component={headingLevel} variant="h6">
            Version {entry.version}
            {entry.date ? ` vom ${germanDate(entry.date)}` : ''}
          </Typography>
          {entry.sections.map((section) => (
            <Box key={section.heading} sx={{ mt: 1 }}>
              <Typography component={sectionLevel} variant="subtitle2" color="text.secondary">
                {section.heading}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                {section.entries.map((text) => (
                  <Typography component="li" key={text} sx={{ mb: 0.5 }} data-testid="changelog-entry">
                    {text}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
