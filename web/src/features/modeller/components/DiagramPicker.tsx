import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';

interface DiagramPickerProps {
  readonly controller: ModellerController | null;
  /** The diagram is on the canvas; before that there is nothing to pick. */
  readonly ready: boolean;
}

/**
 * 'Diagramm': switches between the diagrams of a file that has several (e.g. a collaboration and
 * the called processes an ADONIS or ARIS export puts beside it). Hidden for a file with one diagram.
 */
export function DiagramPicker({ controller, ready }: DiagramPickerProps) {
  const [, setShown] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  if (!ready || !controller) return null;
  const choices = controller.diagrams();
  if (choices.length < 2) return null;
  const current = controller.currentDiagramId() ?? '';

  const open = async (id: string) => {
    setSwitching(true);
    try {
      await controller.openDiagram(id);
      setShown(id);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label={mt('diagrams.label')}
      value={current}
      disabled={switching}
      onChange={(event) => void open(event.target.value)}
      // Top right: the palette takes the top left corner in edit mode.
      sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2, minWidth: 220, bgcolor: 'background.paper' }}
      slotProps={{ htmlInput: { 'data-testid': 'diagram-picker' } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {mt('diagrams.option', { name: choice.label, count: choice.shapeCount })}
        </MenuItem>
      ))}
    </TextField>
  );
}
