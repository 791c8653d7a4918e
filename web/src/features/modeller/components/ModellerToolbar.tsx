import Add from '@mui/icons-material/Add';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Redo from '@mui/icons-material/Redo';
import Remove from '@mui/icons-material/Remove';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Search from '@mui/icons-material/Search';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Undo from '@mui/icons-material/Undo';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { mt } from '../i18n';
import { qpt } from './questions/texts';

export type ExportKind = 'pdf' | 'svg' | 'png' | 'xml' | 'report';

interface ModellerToolbarProps {
  readonly editing: boolean;
  readonly canEdit: boolean;
  readonly ready: boolean;
  readonly sidePanelOpen: boolean;
  /** Left out for a share-link guest: the panel's content is not served through a link. */
  readonly onToggleSidePanel?: (() => void) | undefined;
  /** The panel of questions to colleagues. */
  readonly questionPanelOpen?: boolean;
  readonly onToggleQuestionPanel?: (() => void) | undefined;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly onSave: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly exporting: ExportKind | null;
  readonly onExport: (kind: ExportKind) => void;
  /** Left out for readers of the released version: the history holds unreleased drafts. */
  readonly onHistory?: (() => void) | undefined;
  readonly onCustomElements: () => void;
  /** 'Teilen' and 'Geteilte Nutzer' (canEdit, never through a share link): left out when absent. */
  readonly onShare?: (() => void) | undefined;
  readonly onSharedUsers?: (() => void) | undefined;
  readonly showNumbers: boolean;
  readonly onShowNumbers: (show: boolean) => void;
  /** 'Alle Elemente nummerieren' (edit mode only). */
  readonly onNumberAll: () => void;
  /** Moves the keyboard focus into the bpmn-js palette (edit mode only; also 'P' on the canvas). */
  readonly onFocusPalette: () => void;
  readonly onZoom: (action: 'in' | 'out' | 'fit') => void;
  /** Opens the element search over the canvas (also Ctrl+F). */
  readonly onSearch: () => void;
  /** 'Übersichtskarte' shown (remembered per user). */
  readonly minimap: boolean;
  readonly onToggleMinimap: () => void;
  readonly fullscreen: boolean;
  readonly onToggleFullscreen: () => void;
  /** 'Modell prüfen': the findings of the model checks shown on the diagram and in a list. */
  readonly modelChecks: boolean;
  readonly onToggleModelChecks: () => void;
}

const DRAWING_EXPORTS: readonly ExportKind[] = ['pdf', 'svg', 'png'];
const EXPORT_KINDS: readonly ExportKind[] = [...DRAWING_EXPORTS, 'xml', 'report'];

/** The part of an export's text keys after 'toolbar.export' (label) and before 'Hint' (its hint). */
const EXPORT_KEYS = { pdf: 'Pdf', svg: 'Svg', png: 'Png', xml: 'Xml', report: 'Report' } as const;

const EXPORT_ICONS: Readonly<Record<ExportKind, ReactNode>> = {
  pdf: <PictureAsPdfOutlined fontSize="small" />,
  svg: <ImageOutlined fontSize="small" />,
  png: <PhotoOutlined fontSize="small" />,
  xml: <CodeOutlined fontSize="small" />,
  report: <AssessmentOutlined fontSize="small" />,
};

function ToolButton({
  label,
  onClick,
  disabled = false,
  children,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The modeller's toolbar: side panel, save, undo/redo, export (PDF, SVG, PNG, XML, report),
 * history, custom elements, share and the shared-users list, and the numbering switch. What needs canEdit is left out without it;
 * what needs edit mode only appears in it.
 */
export function ModellerToolbar(props: ModellerToolbarProps) {
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  // XML and the report give the model's content away, so they need edit rights; the drawings do not.
  const exportKinds: readonly ExportKind[] = props.canEdit ? EXPORT_KINDS : DRAWING_EXPORTS;

  /**
   * A compact icon button that works once the diagram is ready (numbering, palette, history, custom
   * elements, sharing): its name is its tooltip and accessible label, so the toolbar stays on one
   * row from 1280 px on.
   */
  const toolButton = (label: string, icon: ReactNode, onClick: () => void) => (
    <ToolButton label={label} onClick={onClick} disabled={!props.ready}>
      {icon}
    </ToolButton>
  );
  /** A panel over the canvas (model checks, minimap): pressed while it is shown, usable once the diagram is ready. */
  const overlayToggle = (
    value: 'modelChecks' | 'minimap',
    shown: boolean,
    onToggle: () => void,
    icon: ReactNode,
  ) => (
    <ToolToggle
      value={value}
      label={mt(`toolbar.${value}`)}
      selected={shown}
      onToggle={onToggle}
      disabled={!props.ready}
    >
      {icon}
    </ToolToggle>
  );

  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={mt('toolbar.label')}
      sx={{ px: 1, py: 0.5, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
    >
      {props.onToggleSidePanel && (
        <PanelToggle panel="side-panel" open={props.sidePanelOpen} onToggle={props.onToggleSidePanel} />
      )}
      {props.onToggleQuestionPanel && (
        <PanelToggle
          panel="question-panel"
          open={props.questionPanelOpen === true}
          onToggle={props.onToggleQuestionPanel}
        />
      )}
      {props.editing && (
        <>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Button
            size="small"
            variant="contained"
            startIcon={<SaveOutlined />}
            onClick={props.onSave}
            disabled={!props.dirty || props.saving}
          >
            {mt('toolbar.save')}
          </Button>
          <ToolButton label={mt('toolbar.undo')} onClick={props.onUndo} disabled={!props.canUndo}>
            <Undo />
          </ToolButton>
          <ToolButton label={mt('toolbar.redo')} onClick={props.onRedo} disabled={!props.canRedo}>
            <Redo />
          </ToolButton>
          {toolButton(mt('toolbar.numberAll'), <FormatListNumbered />, props.onNumberAll)}
          {toolButton(mt('toolbar.palette'), <WidgetsOutlined />, props.onFocusPalette)}
        </>
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={mt('toolbar.export')}>
        <span>
          <IconButton
            aria-label={mt('toolbar.export')}
            onClick={(event) => setExportAnchor(event.currentTarget)}
            disabled={!props.ready || props.exporting !== null}
            aria-haspopup="menu"
            aria-expanded={exportAnchor ? 'true' : undefined}
          >
            <FileDownloadOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={exportAnchor} open={exportAnchor !== null} onClose={() => setExportAnchor(null)}>
        {exportKinds.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setExportAnchor(null);
              props.onExport(kind);
            }}
          >
            <ListItemIcon>{EXPORT_ICONS[kind]}</ListItemIcon>
            <ListItemText
              primary={mt(`toolbar.export${EXPORT_KEYS[kind]}`)}
              secondary={mt(`toolbar.export${EXPORT_KEYS[kind]}Hint`)}
            />
          </MenuItem>
        ))}
      </Menu>
      {props.onHistory && toolButton(mt('toolbar.history'), <HistoryOutlined />, props.onHistory)}
      {props.canEdit &&
        toolButton(mt('toolbar.customElements'), <ExtensionOutlined />, props.onCustomElements)}
      {props.onShare && toolButton(mt('toolbar.share'), <ShareOutlined />, props.onShare)}
      {props.onSharedUsers && toolButton(mt('toolbar.sharedUsers'), <GroupOutlined />, props.onSharedUsers)}
      <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={props.showNumbers}
              onChange={(event) => props.onShowNumbers(event.target.checked)}
            />
          }
          label={mt('toolbar.numbering')}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ mr: 1 }}
        />
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {overlayToggle('modelChecks', props.modelChecks, props.onToggleModelChecks, <FactCheckOutlined />)}
        <ToolButton label={mt('toolbar.search')} onClick={props.onSearch} disabled={!props.ready}>
          <Search />
        </ToolButton>
        {overlayToggle('minimap', props.minimap, props.onToggleMinimap, <MapOutlined />)}
        {/* In the toolbar, not over the canvas, so they never cover the context pad or the diagram. */}
        <ToolButton label={mt('toolbar.zoomIn')} onClick={() => props.onZoom('in')} disabled={!props.ready}>
          <Add />
        </ToolButton>
        <ToolButton label={mt('toolbar.zoomOut')} onClick={() => props.onZoom('out')} disabled={!props.ready}>
          <Remove />
        </ToolButton>
        <ToolButton label={mt('toolbar.fit')} onClick={() => props.onZoom('fit')} disabled={!props.ready}>
          <CenterFocusStrongOutlined />
        </ToolButton>
        <ToolButton
          label={props.fullscreen ? mt('toolbar.exitFullscreen') : mt('toolbar.fullscreen')}
          onClick={props.onToggleFullscreen}
        >
          {props.fullscreen ? <FullscreenExit /> : <Fullscreen />}
        </ToolButton>
      </Stack>
    </Paper>
  );
}

const PANEL_ICONS = {
  'side-panel': <ViewSidebarOutlined />,
  'question-panel': <LiveHelpOutlined />,
} as const;

/** Shows or hides a panel beside the canvas (side panel, question panel). */
function PanelToggle({
  panel,
  open,
  onToggle,
}: {
  readonly panel: keyof typeof PANEL_ICONS;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const label = panel === 'side-panel' ? mt('toolbar.sidePanel') : qpt('open');
  return (
    <ToolToggle value={panel} label={label} selected={open} onToggle={onToggle}>
      {PANEL_ICONS[panel]}
    </ToolToggle>
  );
}

/**
 * A toolbar button that stays pressed while what it shows is open. A disabled button fires no
 * events, so a toggle that can be disabled gets a span for its tooltip to listen on.
 */
function ToolToggle({
  value,
  label,
  selected,
  onToggle,
  disabled,
  children,
}: {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
  readonly onToggle: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  const toggle = (
    <ToggleButton
      value={value}
      size="small"
      selected={selected}
      onChange={onToggle}
      disabled={disabled}
      aria-label={label}
      sx={{ border: 0, borderRadius: 2 }}
    >
      {children}
    </ToggleButton>
  );
  return <Tooltip title={label}>{disabled === undefined ? toggle : <span>{toggle}</span>}</Tooltip>;
}
