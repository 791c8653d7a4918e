import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { germanKindOf } from '@prozesspuls/shared';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';
import { MAX_SEARCH_HITS, searchElements, stepHit } from '../utils/element-search';
import { CanvasPanel } from './CanvasPanel';

interface ElementSearchProps {
  readonly controller: ModellerController | null;
  /** elementId → number (the badges' texts), so numbers are found as shown. */
  readonly numbers: ReadonlyMap<string, string>;
  readonly onClose: () => void;
}

/**
 * The element search over the canvas (Ctrl+F or the toolbar): finds elements by name or number,
 * lists the hits; Enter and the arrow keys jump to a hit, which is scrolled into view and selected.
 */
export function ElementSearch({ controller, numbers, onClose }: ElementSearchProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // The diagram's elements when the field opens (the search does not follow edits while open).
  const elements = useMemo(
    () =>
      (controller?.searchableElements() ?? []).map((element) => ({
        ...element,
        number: numbers.get(element.id),
      })),
    [controller, numbers],
  );
  const hits = useMemo(() => searchElements(elements, query), [elements, query]);
  const shown = hits.slice(0, MAX_SEARCH_HITS);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const jump = (index: number) => {
    const hit = shown[index];
    if (!hit) return;
    setActive(index);
    controller?.focusElement(hit.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      jump(stepHit(active, shown.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The first Enter jumps to the best hit, each further one to the next (as a browser's find).
      jump(active < 0 ? 0 : stepHit(active, shown.length, event.shiftKey ? -1 : 1));
    }
  };

  const status =
    query.trim() === ''
      ? mt('search.hint')
      : hits.length === 0
        ? mt('search.none')
        : hits.length > shown.length
          ? mt('search.more', { count: hits.length, shown: shown.length })
          : mt('search.count', { count: hits.length });

  return (
    <CanvasPanel panel="search" aria-label={mt('search.label')} data-testid="element-search">
      <TextField
        inputRef={input}
        size="small"
        fullWidth
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder={mt('search.placeholder')}
        slotProps={{
          htmlInput: {
            'aria-label': mt('search.label'),
            role: 'combobox',
            'aria-expanded': shown.length > 0,
            'aria-controls': 'pp-element-search-hits',
            'aria-activedescendant': active >= 0 ? `pp-search-hit-${active}` : undefined,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={mt('search.close')} onClick={onClose} edge="end">
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        sx={{ display: 'block', px: 1.5, py: 0.5 }}
      >
        {status}
      </Typography>
      {shown.length > 0 && (
        <List
          id="pp-element-search-hits"
          role="listbox"
          aria-label={mt('search.results')}
          dense
          sx={{ maxHeight: 280, overflowY: 'auto', py: 0 }}
        >
          {shown.map((hit, index) => (
            <ListItemButton
              key={hit.id}
              id={`pp-search-hit-${index}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              onClick={() => jump(index)}
            >
              <ListItemText
                primary={[hit.number, hit.name.replace(/\s+/g, ' ').trim() || mt('search.unnamed')]
                  .filter(Boolean)
                  .join(' · ')}
                secondary={germanKindOf(hit.type)}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </CanvasPanel>
  );
}
