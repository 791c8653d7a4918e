import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { evaluationReportFileName } from '@prozesspuls/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '@/lib/api-error';
import { createEvaluationReport } from '../../api/measures-evaluation-report';
import { t } from './measure-texts';

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Auswertung als PDF': the survey's latest evaluation with trends and measures, downloaded as
 * `<Umfrage>_Auswertung_<Datum>.pdf` (the name the server gives it too).
 */
export function EvaluationReportButton({
  surveyId,
  surveyTitle,
}: {
  readonly surveyId: string;
  readonly surveyTitle: string;
}) {
  const report = useMutation({
    mutationFn: () => createEvaluationReport(surveyId),
    onSuccess: (blob) => download(blob, evaluationReportFileName(surveyTitle, Date.now())),
  });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        disabled={report.isPending}
        onClick={() => report.mutate()}
      >
        {report.isPending ? t('report.busy') : t('report.button')}
      </Button>
      <Snackbar open={report.isError} autoHideDuration={6000} onClose={() => report.reset()}>
        <Alert severity="error" onClose={() => report.reset()}>
          {messageOf(report.error, t('report.failed'))}
        </Alert>
      </Snackbar>
    </>
  );
}
