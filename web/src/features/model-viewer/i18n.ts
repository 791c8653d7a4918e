import { i18n } from '../../lib/i18n';
import { modelViewerDe } from './locales/de';

/** The feature keeps its texts in its own i18next namespace. */
export const MODEL_VIEWER_NS = 'modelViewer';
i18n.addResourceBundle('de', MODEL_VIEWER_NS, modelViewerDe, true, true);

export type ModelViewerKey = keyof typeof modelViewerDe;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** A text of the model view (German only, bundled). */
export function vt(key: ModelViewerKey, options?: Readonly<Record<string, string | number>>): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: MODEL_VIEWER_NS });
}
