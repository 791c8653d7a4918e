import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { MODEL_CHECK_SEVERITY_LABELS, type ModelCheckFinding } from '@prozesspuls/shared';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';
import { elementTitle } from '../utils/element-title';

interface ModelCheckFindingListProps {
  readonly controller: ModellerController | null;
  readonly findings: readonly ModelCheckFinding[];
  readonly numbers: ReadonlyMap<string, string>;
  /** A click on a finding: the element is selected and scrolled into view (then this runs). */
  readonly onSelect?: (elementId: string) => void;
}

/**
 * The findings of the model checks, each with its German text and its element named by number,
 * name and German type ('Modell prüfen' beside the canvas, and before a release request).
 */
export function ModelCheckFindingList({
  controller,
  findings,
  numbers,
  onSelect,
}: ModelCheckFindingListProps) {
  return (
    <List dense sx={{ overflow: 'auto' }}>
      {findings.map((finding) => (
        <ListItemButton
          key={`${finding.rule}:${finding.elementId}`}
          data-testid="model-check-finding"
          data-element-id={finding.elementId}
          data-severity={finding.severity}
          title={mt('modelChecks.select')}
          onClick={() => {
            controller?.focusElement(finding.elementId);
            onSelect?.(finding.elementId);
          }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            {finding.severity === 'error' ? (
              <ErrorOutline color="error" fontSize="small" titleAccess={MODEL_CHECK_SEVERITY_LABELS.error} />
            ) : (
              <WarningAmber color="warning" fontSize="small" titleAccess={MODEL_CHECK_SEVERITY_LABELS.warn} />
            )}
          </ListItemIcon>
          <ListItemText
            primary={finding.text}
            secondary={elementTitle(
              numbers.get(finding.elementId),
              controller?.elementName(finding.elementId) ?? '',
              controller?.elementType(finding.elementId) ?? null,
            )}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
