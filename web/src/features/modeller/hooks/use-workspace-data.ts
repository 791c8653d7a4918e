import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAttachments } from '../api/get-attachments';
import { useCustomElements } from '../api/get-custom-elements';
import { useModel } from '../api/get-model';
import { modellerKeys } from '../api/keys';
import { shareAccessOf } from '../api/share-access';
import { useNumberAll } from './use-number-all';
import { useNumbering } from './use-numbering';
import { useSubprocessLinks } from './use-subprocess-links';

interface WorkspaceDataOptions {
  readonly uuid: string;
  readonly onLoaded: (uuid: string, fileName: string) => void;
}

/**
 * What a workspace loads about its model: the model, the tenant's custom elements, numbers,
 * subprocess links and content flags, and the file name the header shows.
 */
export function useWorkspaceData({ uuid, onLoaded }: WorkspaceDataOptions) {
  const queryClient = useQueryClient();
  // A share-link guest: only the model itself is served through the link, so the
  // screen asks for nothing else (no request may fail silently) and says what the link hides.
  const viaLink = shareAccessOf(uuid) !== undefined;
  const model = useModel(uuid);
  const customElements = useCustomElements(!viaLink);
  const numbering = useNumbering(uuid, !viaLink);
  const numberAllRun = useNumberAll(numbering);
  const subprocesses = useSubprocessLinks(uuid, !viaLink);
  const [fileName, setFileName] = useState('');
  const canEdit = model.data?.canEdit ?? false;
  const attachments = useAttachments(uuid, !viaLink);
  const contentFlags = useMemo(
    () => new Map((attachments.data ?? []).map((a) => [a.elementId, a] as const)),
    [attachments.data],
  );

  // The next visit loads the stored version, not this page's snapshot.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: modellerKeys.model(uuid), exact: true }),
    [queryClient, uuid],
  );

  // The first load: file name for the header and the tab.
  useEffect(() => {
    if (model.data) {
      setFileName(model.data.fileName);
      onLoaded(uuid, model.data.fileName);
    }
  }, [model.data, uuid, onLoaded]);

  return {
    viaLink,
    model,
    canEdit,
    customElements: customElements.data ?? NO_CUSTOM_ELEMENTS,
    numbering,
    numberAllRun,
    subprocesses,
    contentFlags,
    fileName,
    setFileName,
  };
}

const NO_CUSTOM_ELEMENTS: readonly never[] = [];

export type WorkspaceData = ReturnType<typeof useWorkspaceData>;
