import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessSummary } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../../lib/api-error';
import { getModel } from '../../api/get-model';
import { pt } from '../../i18n';
import { bpmnFileName, downloadTextFile } from '../../utils/download';
import { ProcessDialog } from './ProcessDialog';

interface DownloadDialogProps {
  readonly process: ProcessSummary;
  readonly onClose: () => void;
}

/**
 * 'Herunterladen': PDF or BPMN (seed 000 §2). BPMN saves the stored diagram as `<name>.bpmn`; the
 * PDF is drawn by the modeller, which a later issue brings, so it is offered but disabled.
 */
export function DownloadDialog({ process, onClose }: DownloadDialogProps) {
  const download = useMutation({
    mutationFn: () => getModel(process.uuid),
    onSuccess: (model) => {
      downloadTextFile(bpmnFileName(model.fileName), model.diagramXML, 'application/xml');
      onClose();
    },
  });

  return (
    <ProcessDialog
      title={pt('download.title')}
      width={400}
      busy={download.isPending}
      onClose={onClose}
      actions={
        <Button onClick={onClose} disabled={download.isPending}>
          {pt('common.cancel')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>{pt('download.text', { name: process.fileName })}</Typography>
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Tooltip title={pt('download.notYetAvailable')} placement="top">
            <span>
              <ListItemButton disabled>
                <ListItemIcon>
                  <PictureAsPdfOutlined aria-hidden />
                </ListItemIcon>
                <ListItemText primary={pt('download.pdf')} secondary={pt('download.pdfText')} />
              </ListItemButton>
            </span>
          </Tooltip>
          <ListItemButton
            divider={false}
            disabled={download.isPending}
            onClick={() => download.mutate()}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          >
            <ListItemIcon>
              <DescriptionOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={pt('download.bpmn')} secondary={pt('download.bpmnText')} />
          </ListItemButton>
        </List>
        {download.isError && (
          <Alert severity="error">{messageOf(download.error, pt('common.genericError'))}</Alert>
        )}
      </Stack>
    </ProcessDialog>
  );
}
