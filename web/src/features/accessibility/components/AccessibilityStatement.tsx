import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@prozesspuls/shared/format';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import {
  ACCESSIBILITY_CONTACT_EMAIL,
  STATEMENT_DATE,
  STATEMENT_INTRO,
  STATEMENT_SECTIONS,
} from '../content/statement';

/** /barrierefreiheit: the accessibility statement, open to everyone and linked in every footer. */
export function AccessibilityStatement() {
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 860 }}>
      <PageHeading>Erklärung zur Barrierefreiheit</PageHeading>
      <Typography sx={{ mb: 3 }}>{STATEMENT_INTRO}</Typography>
      <Stack spacing={3}>
        {STATEMENT_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`erklaerung-${section.id}`}>
            <Typography id={`erklaerung-${section.id}`} component="h2" variant="h2" gutterBottom>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.items && (
              <Typography component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Typography>
            )}
            {section.id === 'feedback' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
                <Link component={RouterLink} to={`${paths.help}?tab=bug`}>
                  Bug Report in der Hilfe
                </Link>
                <Link href={`mailto:${ACCESSIBILITY_CONTACT_EMAIL}`}>{ACCESSIBILITY_CONTACT_EMAIL}</Link>
              </Stack>
            )}
          </section>
        ))}
        <Typography color="text.secondary">
          Diese Erklärung wurde am {formatDate(STATEMENT_DATE)} erstellt und zuletzt überprüft.
        </Typography>
      </Stack>
    </Paper>
  );
}
