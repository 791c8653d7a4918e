import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RiskAssessment, StrainComparison, StrainResult } from '@prozesspuls/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { href, paths } from '@/config/paths';
import { useRiskStrain } from '@/lib/api/get-risk-strain';
import { strainBadges } from '@/lib/risk/strain-badges';
import { useRiskModel } from '../api/get-risk-model';
import { RISK_TEXT as T } from '../texts';
import { StrainDiagram } from './StrainDiagram';

const decimal = (value: number) => value.toFixed(1).replace('.', ',');
const strainText = (result: StrainResult | null) =>
  !result
    ? '–'
    : result.hidden
      ? result.hidden.msg
      : result.score === null
        ? T.noResults
        : decimal(result.score);

function trendText(comparison: StrainComparison | null): string {
  if (!comparison) return '–';
  if (comparison.hidden) return T.effectHidden;
  if (comparison.trend === null) return T.noResults;
  if (comparison.trend > 0) return `+${decimal(comparison.trend)} Belastung gesunken`;
  if (comparison.trend < 0) return `${decimal(comparison.trend)} Belastung gestiegen`;
  return 'Keine Änderung';
}

/** Step 3 and 6: strain per activity and role as table and as heat overlay; before/after where both rounds pass. */
export function StrainSection({ assessment }: { readonly assessment: RiskAssessment }) {
  const strain = useRiskStrain(assessment.id);
  const model = useRiskModel(assessment.model?.uuid ?? null);
  const badges = useMemo(
    () => strainBadges(strain.data?.elements ?? [], assessment.measures),
    [strain.data, assessment.measures],
  );
  if (strain.isError) return <QueryErrorAlert error={strain.error} onRetry={() => void strain.refetch()} />;
  if (!strain.data) return null;
  const effect = strain.data.elements.some((e) => e.comparison !== null);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{T.threshold(strain.data.threshold)}</Typography>
      {strain.data.participants.map((p) => (
        <Typography key={p.surveyId} variant="body2">
          {`${p.title} (${p.phase}): ${T.participants} ${p.completeAnswers ?? p.hidden?.msg ?? T.noResults}`}
        </Typography>
      ))}
      <Table size="small" aria-label={T.strain} data-testid="strain-table">
        <TableHead>
          <TableRow>
            <TableCell>{T.strainColumns.element}</TableCell>
            <TableCell>{T.strainColumns.kind}</TableCell>
            <TableCell>{T.strainColumns.strain}</TableCell>
            {effect && <TableCell>{T.strainColumns.before}</TableCell>}
            {effect && <TableCell>{T.strainColumns.after}</TableCell>}
            {effect && <TableCell>{T.strainColumns.trend}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {strain.data.elements.map((e) => (
            <TableRow key={e.elementId} data-element-id={e.elementId}>
              <TableCell>{e.name}</TableCell>
              <TableCell>{e.kind}</TableCell>
              <TableCell>{strainText(e.strain)}</TableCell>
              {effect && (
                <TableCell>
                  {e.comparison?.before === null || !e.comparison ? '–' : decimal(e.comparison.before)}
                </TableCell>
              )}
              {effect && (
                <TableCell>
                  {e.comparison?.after === null || !e.comparison ? '–' : decimal(e.comparison.after)}
                </TableCell>
              )}
              {effect && <TableCell>{trendText(e.comparison)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {model.data ? (
        <>
          <StrainDiagram xml={model.data.xml} badges={badges} />
          {/* The modeller's 'Belastung' mode shows the same strain on the model itself. */}
          <Button
            component={Link}
            to={`${href(paths.modelEdit, { uuid: model.data.uuid })}?mode=belastung&assessment=${encodeURIComponent(assessment.id)}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {T.showInModel}
          </Button>
        </>
      ) : (
        !assessment.model && <Typography color="text.secondary">{T.noDiagram}</Typography>
      )}
    </Stack>
  );
}
