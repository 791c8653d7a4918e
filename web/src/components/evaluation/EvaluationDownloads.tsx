import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { EvaluationExportFormat } from '@prozesspuls/shared/px';
import { evaluationReportFileName } from '@prozesspuls/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { downloadEvaluationExport } from '@/lib/api/evaluation-export';
import { createEvaluationReport } from '@/lib/api/evaluation-report';
import { messageOf } from '@/lib/api-error';
import { downloadBlob } from '@/lib/download';

const TEXT = {
  pdf: 'Auswertung als PDF',
  pdfBusy: 'PDF wird erstellt …',
  pdfFailed: 'Das PDF konnte nicht erstellt werden.',
  export: 'Exportieren',
  exportBusy: 'Datei wird erstellt …',
  exportFailed: 'Die Datei konnte nicht erstellt werden.',
  xlsx: 'Als Excel-Datei (.xlsx)',
  csv: 'Als CSV-Datei (.csv, für Excel)',
} as const;

/**
 * The downloads of a survey's evaluation, the same for every survey type: 'Auswertung als PDF'
 * (`<Umfrage>_Auswertung_<Datum>.pdf`) and 'Exportieren' as Excel or CSV file
 * (`Auswertung_<Umfrage>_<Datum>.<format>`). Every file holds only figures that pass the anonymity
 * threshold; the server decides, this only asks.
 */
export function EvaluationDownloads({
  surveyId,
  surveyTitle,
  withPdf = true,
}: {
  readonly surveyId: string;
  readonly surveyTitle: string;
  /** The PDF needs an evaluation point; the export says in its overview when there is none. */
  readonly withPdf?: boolean;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const report = useMutation({
    mutationFn: () => createEvaluationReport(surveyId),
    onSuccess: (blob) => downloadBlob(evaluationReportFileName(surveyTitle, Date.now()), blob),
  });
  const exported = useMutation({
    mutationFn: (format: EvaluationExportFormat) => downloadEvaluationExport(surveyId, surveyTitle, format),
  });
  const choose = (format: EvaluationExportFormat) => {
    setAnchor(null);
    exported.mutate(format);
  };
  const failed = report.isError
    ? messageOf(report.error, TEXT.pdfFailed)
    : exported.isError
      ? messageOf(exported.error, TEXT.exportFailed)
      : null;
  const reset = () => {
    report.reset();
    exported.reset();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {withPdf && (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          disabled={report.isPending}
          onClick={() => report.mutate()}
        >
          {report.isPending ? TEXT.pdfBusy : TEXT.pdf}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={exported.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {exported.isPending ? TEXT.exportBusy : TEXT.export}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('xlsx')}>{TEXT.xlsx}</MenuItem>
        <MenuItem onClick={() => choose('csv')}>{TEXT.csv}</MenuItem>
      </Menu>
      <Snackbar open={failed !== null} autoHideDuration={6000} onClose={reset}>
        <Alert severity="error" onClose={reset}>
          {failed}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
