import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RiskAssessment } from '@prozesspuls/shared';
import { formatDateTime } from '@prozesspuls/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DateField } from '@/components/form/DateField';
import { messageOf } from '@/lib/api-error';
import { downloadBlob } from '@/lib/download';
import { createRiskReport } from '../api/create-risk-report';
import { downloadRiskReport } from '../api/download-risk-report';
import { refreshRiskAssessments } from '../api/keys';
import { useUpdateRiskAssessment } from '../api/update-risk-assessment';
import { RISK_TEXT as T } from '../texts';

/** A list below its h3 (the report versions, the history). */
function TitledList({
  title,
  testId,
  children,
}: {
  readonly title: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <Typography component="h3" variant="h3">
        {title}
      </Typography>
      <List dense data-testid={testId}>
        {children}
      </List>
    </>
  );
}

/** Step 7: next review date, the PDF documentation (each export a stored version) and the history. */
export function ReportSection({
  assessment,
  readOnly,
}: {
  readonly assessment: RiskAssessment;
  /** The works council: downloads the stored versions, changes nothing. */
  readonly readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateRiskAssessment();
  const [nextReview, setNextReview] = useState(assessment.nextReviewDate ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportPdf = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await createRiskReport(assessment.id);
      downloadBlob(`${assessment.title}_Gefaehrdungsbeurteilung.pdf`, blob);
      await refreshRiskAssessments(queryClient);
    } catch (failure) {
      setError(messageOf(failure, T.failed));
    } finally {
      setBusy(false);
    }
  };
  // Every stored version stays downloadable exactly as it was exported.
  const download = async (version: number) => {
    setError(null);
    try {
      await downloadRiskReport(
        assessment.id,
        version,
        `${assessment.title}_Gefaehrdungsbeurteilung_v${version}.pdf`,
      );
    } catch (failure) {
      setError(messageOf(failure, T.failed));
    }
  };
  return (
    <Stack spacing={2}>
      {!readOnly && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <DateField label={T.nextReview} value={nextReview} onChange={setNextReview} />
            <Button
              variant="outlined"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({
                  id: assessment.id,
                  title: assessment.title,
                  scope: assessment.scope,
                  nextReviewDate: nextReview || null,
                })
              }
            >
              {T.saveReview}
            </Button>
          </Stack>
          {update.isError && <Typography color="error">{messageOf(update.error, T.failed)}</Typography>}
          <div>
            <Button variant="contained" onClick={() => void exportPdf()} disabled={busy}>
              {T.createPdf}
            </Button>
          </div>
        </>
      )}
      {error && <Typography color="error">{error}</Typography>}
      {assessment.reports.length > 0 && (
        <TitledList title={T.versions} testId="risk-report-versions">
          {assessment.reports.map((r) => (
            <ListItem
              key={r.version}
              secondaryAction={
                <Button size="small" onClick={() => void download(r.version)}>
                  {T.downloadVersion(r.version)}
                </Button>
              }
            >
              {T.version(r.version, formatDateTime(r.createdAt), r.createdByName)}
            </ListItem>
          ))}
        </TitledList>
      )}
      <TitledList title={T.history} testId="risk-history">
        {assessment.history.map((h) => (
          <ListItem
            key={`${h.at}-${h.change}`}
          >{`${formatDateTime(h.at)} · ${h.userName}: ${h.change}`}</ListItem>
        ))}
      </TitledList>
    </Stack>
  );
}
