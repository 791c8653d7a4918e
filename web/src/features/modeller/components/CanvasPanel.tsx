import Paper, { type PaperProps } from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The panels that float over the canvas, laid out together so none covers another: the search top
 * right, the minimap bottom right below the others, the model checks bottom left (clear of the
 * palette's top and the minimap). `role` names each panel's kind for assistive technology.
 */
const CANVAS_PANELS = {
  search: {
    role: 'search',
    elevation: 4,
    place: { top: 8, right: 8, zIndex: 3, width: 340, maxWidth: 'calc(100% - 16px)' },
  },
  minimap: {
    role: 'img',
    elevation: 3,
    place: { right: 12, bottom: 12, zIndex: 2, width: 220, height: 150 },
  },
  modelChecks: {
    role: 'region',
    elevation: 3,
    place: { left: 12, bottom: 12, zIndex: 3, width: 380, maxWidth: 'calc(100% - 24px)', maxHeight: '45%' },
  },
} as const;

interface CanvasPanelProps extends Omit<PaperProps, 'role' | 'elevation' | 'sx'> {
  readonly panel: keyof typeof CANVAS_PANELS;
  /** The panel's own look inside its place (overflow, layout of its content). */
  readonly sx?: Readonly<Record<string, unknown>>;
}

/** One panel over the modeller canvas, in its place from the layout above. */
export function CanvasPanel({ panel, sx, ...paper }: CanvasPanelProps) {
  const { role, elevation, place } = CANVAS_PANELS[panel];
  const style: SxProps<Theme> = { position: 'absolute', ...place, ...sx };
  return <Paper {...paper} role={role} elevation={elevation} sx={style} />;
}
