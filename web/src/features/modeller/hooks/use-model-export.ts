import { REPORT_TEXTS } from '@prozesspuls/shared/messages';
import { type DownloadKind, downloadFileName } from '@prozesspuls/shared/rules';
import { type RefObject, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { bpmnDownload } from '@/lib/bpmn-download';
import { downloadBlob } from '@/lib/download';
import { withProcessName } from '@/lib/process-name';
import type { ModellerController } from '../bpmn/controller';
import type { ExportKind } from '../components/ModellerToolbar';
import { mt } from '../i18n';
import type { Feedback } from './use-feedback';

interface ModelExportOptions {
  readonly uuid: string;
  /**
   * Opened through a share link of another client: the element content calls answer for the
   * user's own client only, so the XML goes out as the diagram alone.
   */
  readonly throughShareLink: boolean;
  readonly controller: RefObject<ModellerController | null>;
  readonly fileName: string;
  readonly editing: boolean;
  /** The server's PDF report of the stored model. */
  readonly createReport: () => Promise<Blob>;
  /** The released version's number for the file names (0 before the first approval). */
  readonly releaseVersion: () => Promise<number>;
  readonly showFeedback: (feedback: Feedback) => void;
}

/** 'Exportieren': the diagram as BPMN XML, PDF, SVG or PNG (drawn here), or the server's report. */
export function useModelExport({
  uuid,
  throughShareLink,
  controller,
  fileName,
  editing,
  createReport,
  releaseVersion,
  showFeedback,
}: ModelExportOptions) {
  const [exporting, setExporting] = useState<ExportKind | null>(null);

  const runExport = async (kind: ExportKind) => {
    const instance = controller.current;
    if (!instance) return;
    if (kind === 'report' && editing) {
      showFeedback({ severity: 'error', text: REPORT_TEXTS.inEditMode });
      return;
    }
    setExporting(kind);
    try {
      // Distinct names per kind: <Prozess>_v<Version>_<Datum>.pdf / _Bericht.pdf / .bpmn.
      const nameOf = async (download: DownloadKind) =>
        downloadFileName(fileName, await releaseVersion(), Date.now(), download);
      if (kind === 'xml') {
        // What the canvas shows: the draft for its editors, the released version for readers.
        const { xml } = await instance.saveXML();
        // Descriptions and numbers go along; the process is named like the model,
        // as the process list's download does.
        const blob = throughShareLink
          ? new Blob([withProcessName(xml, fileName)], { type: 'application/xml' })
          : await bpmnDownload(uuid, xml, fileName);
        downloadBlob(await nameOf('bpmn'), blob);
      } else if (kind === 'svg') {
        const svg = await instance.saveSVG();
        downloadBlob(await nameOf('svg'), new Blob([svg], { type: 'image/svg+xml' }));
      } else if (kind === 'png') {
        showFeedback({ severity: 'info', text: mt('export.pngRunning'), progress: true });
        const [{ diagramPng }, svg] = await Promise.all([
          import('../export/diagram-png'),
          instance.saveSVG(),
        ]);
        downloadBlob(await nameOf('png'), await diagramPng(svg));
        showFeedback({ severity: 'success', text: mt('export.done'), autoHideMs: 2000 });
      } else if (kind === 'pdf') {
        showFeedback({ severity: 'info', text: mt('export.pdfRunning'), progress: true });
        const [{ diagramPdf }, svg] = await Promise.all([
          import('../export/diagram-pdf'),
          instance.saveSVG(),
        ]);
        downloadBlob(await nameOf('pdf'), await diagramPdf(svg, fileName));
        showFeedback({ severity: 'success', text: mt('export.done'), autoHideMs: 2000 });
      } else {
        showFeedback({ severity: 'info', text: mt('export.reportRunning'), progress: true });
        downloadBlob(await nameOf('report'), await createReport());
        showFeedback({ severity: 'success', text: mt('export.done'), autoHideMs: 2000 });
      }
    } catch (failure) {
      const fallback =
        kind === 'report'
          ? mt('export.reportFailed')
          : kind === 'xml'
            ? mt('export.xmlFailed')
            : kind === 'pdf'
              ? mt('export.pdfFailed')
              : mt('export.imageFailed');
      showFeedback({ severity: 'error', text: messageOf(failure, fallback) });
    } finally {
      setExporting(null);
    }
  };

  return { exporting, runExport };
}
