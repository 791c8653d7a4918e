import Clear from '@mui/icons-material/Clear';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { ResourceOptions } from '../api/get-resources';
import { pt } from '../i18n';
import { activeChips, type Facet, type FacetSelection } from '../utils/filter';

const FACET_LABELS = {
  systems: 'filter.system',
  roles: 'filter.role',
  departments: 'filter.department',
  processTypes: 'filter.processType',
} as const satisfies Record<Facet, string>;

export type FacetOptions = Readonly<Partial<Record<Facet, ResourceOptions>>>;

interface FilterBarProps {
  readonly text: string;
  readonly draft: FacetSelection;
  readonly applied: FacetSelection;
  /** The facets offered; 'processTypes' only when some process has a profile. */
  readonly facets: readonly Facet[];
  readonly options: FacetOptions;
  readonly onText: (text: string) => void;
  readonly onDraft: (facet: Facet, values: string[]) => void;
  readonly onApply: () => void;
  readonly onReset: () => void;
  readonly onRemoveChip: (facet: Facet, value: string) => void;
}

function optionLabel(options: FacetOptions, facet: Facet, value: string): string {
  return options[facet]?.options.find((option) => option.value === value)?.label ?? value;
}

function FacetSelect({
  facet,
  options,
  value,
  onChange,
}: {
  readonly facet: Facet;
  readonly options: ResourceOptions | undefined;
  readonly value: readonly string[];
  readonly onChange: (values: string[]) => void;
}) {
  const list = options?.options ?? [];
  const hint = options === undefined ? '…' : list.length === 0 ? pt('filter.noOptions') : undefined;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={pt(FACET_LABELS[facet])}
      value={value}
      disabled={list.length === 0}
      helperText={hint}
      onChange={(event) => {
        const selected = event.target.value as unknown;
        onChange(Array.isArray(selected) ? selected.map(String) : String(selected).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).map((v) => list.find((o) => o.value === v)?.label ?? v).join(', '),
        },
      }}
    >
      {list.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Text search on the process name and 'Filteroptionen' (System, Rolle, Abteilung, Prozessart) with
 * 'Anwenden' and 'Zurücksetzen'; chips show the applied options.
 */
export function FilterBar({
  text,
  draft,
  applied,
  facets,
  options,
  onText,
  onDraft,
  onApply,
  onReset,
  onRemoveChip,
}: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chips = activeChips(applied);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={pt('filter.search')}
          placeholder={pt('filter.searchPlaceholder')}
          value={text}
          onChange={(event) => onText(event.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" aria-hidden />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={pt('filter.clearSearch')}
                    onClick={() => onText('')}
                  >
                    <Clear fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Badge color="primary" badgeContent={chips.length} invisible={chips.length === 0}>
          <Button
            variant={open ? 'contained' : 'outlined'}
            color="inherit"
            startIcon={<FilterList />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
          >
            {pt('filter.options')}
          </Button>
        </Badge>
      </Stack>

      <Collapse in={open} unmountOnExit>
        <Box
          id={panelId}
          role="region"
          aria-label={pt('filter.options')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.default' }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(facets.length, 4)}, minmax(0, 1fr))` },
            }}
          >
            {facets.map((facet) => (
              <FacetSelect
                key={facet}
                facet={facet}
                options={options[facet]}
                value={draft[facet]}
                onChange={(values) => onDraft(facet, values)}
              />
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onReset}>{pt('filter.reset')}</Button>
            <Button variant="contained" onClick={onApply}>
              {pt('filter.apply')}
            </Button>
          </Stack>
        </Box>
      </Collapse>

      {chips.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          aria-label={pt('filter.activeFilters')}
          sx={{ flexWrap: 'wrap' }}
        >
          {chips.map(({ facet, value }) => {
            const label = `${pt(FACET_LABELS[facet])}: ${optionLabel(options, facet, value)}`;
            return (
              <Chip key={`${facet}-${value}`} label={label} onDelete={() => onRemoveChip(facet, value)} />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
