import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { handbookHref } from '@/config/handbook';

/**
 * 'BPMN Schulung' (seed 001: video lessons). No lesson is published yet; the tab says so and
 * points to the handbook's chapter on processes instead of showing an empty player.
 */
export function LessonsTab() {
  return (
    <Alert severity="info">
      Für die BPMN Schulung sind noch keine Videolektionen veröffentlicht. Bis dahin erklärt das{' '}
      <Link component={RouterLink} to={handbookHref('prozesse')}>
        Handbuch im Kapitel „Prozesse“
      </Link>{' '}
      das Modellieren Schritt für Schritt.
    </Alert>
  );
}
