import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { useDeleteDocument } from '../../api/delete-document';
import { downloadDocument } from '../../api/download-document';
import { useDocuments, useRefreshDocuments } from '../../api/get-documents';
import { uploadDocument } from '../../api/upload-document';
import { mt } from '../../i18n';
import { ContentList } from './ContentList';
import type { PanelProps } from './panel-props';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Dokumente: list with download; editors upload (button or drag & drop, with progress) and delete. */
export function DocumentsTab({ uuid, elementId, canEdit, showFeedback }: PanelProps) {
  const documents = useDocuments(uuid, elementId);
  const remove = useDeleteDocument(uuid, elementId);
  const refresh = useRefreshDocuments(uuid, elementId);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const fail = (failure: unknown) =>
    showFeedback({ severity: 'error', text: messageOf(failure, mt('content.failed')) });

  const upload = async (files: readonly File[]) => {
    for (const file of files) {
      setProgress(0);
      try {
        await uploadDocument(uuid, elementId, file, setProgress);
      } catch (failure) {
        fail(failure);
      }
    }
    setProgress(null);
    await refresh();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canEdit) void upload([...event.dataTransfer.files]);
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <ContentList
        kind="documents"
        items={documents.data}
        text={(doc) => ({ primary: doc.fileName, secondary: sizeText(doc.size) })}
        actions={(doc) => (
          <>
            <IconButton
              size="small"
              aria-label={mt('content.download', { name: doc.fileName })}
              onClick={() => void downloadDocument(uuid, elementId, doc.id).catch(fail)}
            >
              <Download fontSize="small" />
            </IconButton>
            {canEdit && (
              <IconButton
                edge="end"
                size="small"
                aria-label={mt('content.deleteDocument', { name: doc.fileName })}
                onClick={() => remove.mutate(doc.id, { onError: fail })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </>
        )}
      />
      {canEdit && (
        <Box
          data-testid="document-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {mt('content.dropHint')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            {mt('content.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            data-testid="document-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(files);
            }}
          />
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={mt('content.uploading')}
              sx={{ mt: 1.5 }}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
