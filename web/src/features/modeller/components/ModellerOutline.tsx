import ListAlt from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { germanKindOf } from '@prozesspuls/shared';
import { useState } from 'react';
import type { ModellerController } from '../bpmn/controller';
import type { ContentFlags } from '../bpmn/events';

interface ModellerOutlineProps {
  readonly controller: ModellerController | null;
  readonly ready: boolean;
  readonly numbers: ReadonlyMap<string, string>;
  readonly contentFlags: ReadonlyMap<string, ContentFlags>;
}

/** One line of the outline. */
interface OutlineEntry {
  readonly id: string;
  readonly number: string | undefined;
  readonly name: string;
  readonly type: string;
  readonly badges: readonly string[];
}

const BADGES: readonly [keyof ContentFlags, string][] = [
  ['hasDescription', 'Beschreibung'],
  ['hasComment', 'Kommentar'],
  ['hasDocument', 'Dokument'],
  ['hasQuestion', 'Frage'],
];

function outlineOf(props: ModellerOutlineProps): OutlineEntry[] {
  const controller = props.controller;
  if (!controller) return [];
  return controller.outlineShapes().map((element) => {
    const flags = props.contentFlags.get(element.id);
    return {
      id: element.id,
      number: props.numbers.get(element.id),
      name: element.businessObject.name?.trim() || '(ohne Namen)',
      type: germanKindOf(element.businessObject.$type),
      badges: flags ? BADGES.filter(([flag]) => flags[flag]).map(([, label]) => label) : [],
    };
  });
}

/**
 * 'Gliederung': a read-only list of the diagram's elements in flow order with number, name, German
 * type and badges, so a screen-reader user can review a process without the drawing (WCAG 1.1.1).
 * Choosing an entry selects the element on the canvas, scrolls to it and gives the canvas the focus.
 */
export function ModellerOutline(props: ModellerOutlineProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  if (!props.ready || !props.controller) return null;
  const entries = open ? outlineOf(props) : [];
  const choose = (id: string) => {
    setChosen(true);
    setOpen(false);
    props.controller?.focusElement(id);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ListAlt aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ position: 'absolute', left: 8, bottom: 8, bgcolor: 'background.paper' }}
      >
        Gliederung
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        // After a choice the focus goes to the canvas, where the arrow keys go on from the element.
        disableRestoreFocus={chosen}
        slotProps={{
          transition: {
            onExited: () => {
              if (chosen) props.controller?.focusCanvas();
              setChosen(false);
            },
          },
        }}
        maxWidth="sm"
        fullWidth
        aria-labelledby="modeller-outline-title"
      >
        <DialogTitle id="modeller-outline-title">Gliederung</DialogTitle>
        <DialogContent>
          {entries.length === 0 ? (
            'Das Diagramm hat keine Elemente.'
          ) : (
            <List component="ol" aria-label="Elemente in Flussreihenfolge" dense>
              {entries.map((entry, index) => (
                <li key={entry.id}>
                  <ListItemButton onClick={() => choose(entry.id)} data-testid="outline-entry">
                    <ListItemText
                      primary={`${index + 1}. ${entry.number ? `${entry.number} · ` : ''}${entry.name}`}
                      secondary={[
                        entry.type,
                        entry.badges.length > 0
                          ? `${entry.badges.length} ${entry.badges.length === 1 ? 'Hinweis' : 'Hinweise'}: ${entry.badges.join(', ')}`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </li>
              ))}
            </List>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
