import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProcessSummary } from '@prozesspuls/shared';
import { downloadFileName } from '@prozesspuls/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { CloseDialog } from '@/components/dialogs/DialogFrame';
import { getModel } from '@/lib/api/get-model';
import { messageOf } from '@/lib/api-error';
import { bpmnDownload } from '@/lib/bpmn-download';
import { downloadBlob } from '@/lib/download';
import { pt } from '../../i18n';
import type { RenderPdf } from '../../types';

interface DownloadDialogProps {
  readonly process: ProcessSummary;
  /** Draws the diagram as PDF; without it only BPMN is offered. */
  readonly renderPdf?: RenderPdf;
  readonly onClose: () => void;
}

type Format = 'pdf' | 'bpmn';

/**
 * 'Herunterladen': PDF or BPMN. BPMN saves the stored diagram as
 * `<name>_v<Version>_<Datum>.bpmn`; PDF draws it as the modeller's export does (A4 landscape)
 * as `<name>_v<Version>_<Datum>.pdf`. The BPMN carries descriptions and element
 * numbers and its single process the model's current name (see bpmnDownload).
 */
export function DownloadDialog({ process, renderPdf, onClose }: DownloadDialogProps) {
  const download = useMutation({
    mutationFn: async (format: Format) => {
      const model = await getModel(process.uuid);
      // Distinct names with the released version; without release nothing is approved.
      const version = model.release?.version ?? 0;
      const name = downloadFileName(model.fileName, version, Date.now(), format);
      if (format === 'bpmn') {
        return { name, blob: await bpmnDownload(model.uuid, model.diagramXML, model.fileName) };
      }
      if (!renderPdf) throw new Error(pt('download.notYetAvailable'));
      return {
        name,
        blob: await renderPdf(model.diagramXML, model.fileName),
      };
    },
    onSuccess: ({ name, blob }) => {
      downloadBlob(name, blob);
      onClose();
    },
  });
  const busy = download.isPending;

  return (
    <CloseDialog title={pt('download.title')} width={400} busy={busy} onClose={onClose}>
      <Stack spacing={2}>
        <Typography>{pt('download.text', { name: process.fileName })}</Typography>
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <ListItemButton disabled={busy || !renderPdf} onClick={() => download.mutate('pdf')}>
            <ListItemIcon>
              <PictureAsPdfOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={pt('download.pdf')} secondary={pt('download.pdfText')} />
          </ListItemButton>
          <ListItemButton
            disabled={busy}
            onClick={() => download.mutate('bpmn')}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          >
            <ListItemIcon>
              <DescriptionOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={pt('download.bpmn')}
              secondary={
                <>
                  {pt('download.bpmnText')}
                  <br />
                  {pt('download.bpmnName', { name: process.fileName })}
                </>
              }
            />
          </ListItemButton>
        </List>
        {busy && (
          <Stack spacing={1} role="status">
            <LinearProgress aria-label={pt('download.running')} />
            <Typography variant="body2" color="text.secondary">
              {download.variables === 'pdf' ? pt('download.pdfRunning') : pt('download.running')}
            </Typography>
          </Stack>
        )}
        {download.isError && (
          <Alert severity="error">{messageOf(download.error, pt('download.failed'))}</Alert>
        )}
      </Stack>
    </CloseDialog>
  );
}
