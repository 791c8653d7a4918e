import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessProfile, ProcessType, ProfileField } from '@prozesspuls/shared';
import {
  PROCESS_TYPE_LABELS,
  PROCESS_TYPES,
  PROFILE_TEXTS,
  processTypeLabel,
} from '@prozesspuls/shared/rules';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { downloadBlob } from '@/lib/download';
import { useProcessMap } from '../api/get-process-map';
import { type ProfileResource, useProfileResources } from '../api/get-resources';
import { prt } from '../i18n';
import { dotColor, mapGrid, NO_DEPARTMENT_COLOR } from '../utils/map-grid';
import { svgToPng } from '../utils/svg-to-png';
import { ProfileDetailCard } from './ProfileDetailCard';

const CELL_W = 150;
const CELL_H = 110;
const LABEL_W = 120;
const LABEL_H = 40;
const DOT_R = 8;

/** /processMap: profiles on a grid of two diagram fields. */
export function ProcessMapPage() {
  const map = useProcessMap();
  const departments = useProfileResources('DEPARTMENT');
  if (map.isPending) return <PageLoader />;
  if (map.isError) return <QueryErrorAlert error={map.error} onRetry={() => void map.refetch()} />;
  if (map.data.profiles.length === 0)
    return (
      <Box>
        <PageHeading>{prt('map.heading')}</PageHeading>
        <Typography sx={{ mb: 2 }}>{prt('map.empty')}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.profiles}>
          {prt('map.toProfiles')}
        </Button>
      </Box>
    );
  return (
    <ProcessMap fields={map.data.fields} profiles={map.data.profiles} departments={departments.data ?? []} />
  );
}

function ProcessMap({
  fields,
  profiles,
  departments,
}: {
  readonly fields: readonly ProfileField[];
  readonly profiles: readonly ProcessProfile[];
  readonly departments: readonly ProfileResource[];
}) {
  const [xId, setXId] = useState(fields[0]?.id ?? '');
  const [yId, setYId] = useState(fields[1]?.id ?? fields[0]?.id ?? '');
  const [typeFilter, setTypeFilter] = useState<ProcessType | ''>('');
  const [departmentFilter, setDepartmentFilter] = useState('');
  const [selected, setSelected] = useState<ProcessProfile | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [draw, setDraw] = useState(0);
  const svgRef = useRef<SVGSVGElement>(null);
  const xField = fields.find((f) => f.id === xId);
  const yField = fields.find((f) => f.id === yId);
  const departmentById = new Map(departments.map((d) => [d.id, d]));
  const shown = profiles.filter(
    (p) =>
      (typeFilter === '' || p.processType === typeFilter) &&
      (departmentFilter === '' || p.department.includes(departmentFilter)),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draw` re-randomizes the dot positions.
  const grid = useMemo(
    () => (xField && yField ? mapGrid(shown, xField, yField) : null),
    [shown.map((p) => p.id).join(), xField, yField, draw],
  );
  const openProfile = (profile: ProcessProfile) => {
    setSelected(profile);
    setPanelOpen(true);
  };
  const togglePanel = () => {
    setPanelOpen((o) => !o);
    setDraw((d) => d + 1);
  };
  const exportPng = async () => {
    if (svgRef.current) downloadBlob('Prozesslandkarte.png', await svgToPng(svgRef.current));
  };
  const typeOptions = PROCESS_TYPES.map((type) => ({ id: type, name: PROCESS_TYPE_LABELS[type] }));
  return (
    <Box>
      <PageHeading>{prt('map.heading')}</PageHeading>
      {fields.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{prt('map.noAxes')}</Typography>
          <Button variant="contained" component={RouterLink} to={paths.profiles}>
            {prt('map.toProfiles')}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <MapSelect label={prt('map.xAxis')} value={xId} onChange={setXId} options={fields} />
            <MapSelect label={prt('map.yAxis')} value={yId} onChange={setYId} options={fields} />
            <MapSelect
              label={prt('map.filterProcessType')}
              value={typeFilter}
              onChange={(id) => setTypeFilter(PROCESS_TYPES.find((t) => t === id) ?? '')}
              options={typeOptions}
              withAll
            />
            <MapSelect
              label={prt('map.filterDepartment')}
              value={departmentFilter}
              onChange={setDepartmentFilter}
              options={departments}
              withAll
            />
            <Button startIcon={<ImageOutlined />} onClick={() => void exportPng()}>
              {prt('map.exportPng')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {grid ? (
              <Box sx={{ overflow: 'auto', flex: 1 }}>
                <svg
                  ref={svgRef}
                  role="img"
                  aria-label={prt('map.heading')}
                  data-testid="process-map"
                  viewBox={`0 0 ${LABEL_W + grid.columns.length * CELL_W} ${LABEL_H + grid.rows.length * CELL_H}`}
                  width={LABEL_W + grid.columns.length * CELL_W}
                  height={LABEL_H + grid.rows.length * CELL_H}
                  fontFamily="Roboto, Arial, sans-serif"
                  fontSize={12}
                >
                  {grid.rows.map((rowLabel, row) => {
                    // The highest category is at the top.
                    const top = (grid.rows.length - 1 - row) * CELL_H;
                    return (
                      <g key={rowLabel}>
                        <text x={LABEL_W - 8} y={top + CELL_H / 2} textAnchor="end" dominantBaseline="middle">
                          {rowLabel}
                        </text>
                        {grid.columns.map((columnLabel, column) => (
                          <rect
                            key={columnLabel}
                            data-testid={`map-cell-${column}-${row}`}
                            x={LABEL_W + column * CELL_W}
                            y={top}
                            width={CELL_W}
                            height={CELL_H}
                            fill="#fafafa"
                            stroke="#bdbdbd"
                          />
                        ))}
                      </g>
                    );
                  })}
                  {grid.columns.map((columnLabel, column) => (
                    <text
                      key={columnLabel}
                      x={LABEL_W + column * CELL_W + CELL_W / 2}
                      y={grid.rows.length * CELL_H + LABEL_H / 2}
                      textAnchor="middle"
                    >
                      {columnLabel}
                    </text>
                  ))}
                  {grid.dots.map((dot) => {
                    const department = departmentById.get(dot.profile.department[0] ?? '');
                    return (
                      <Tooltip
                        key={dot.profile.id}
                        title={
                          <Box>
                            <strong>{dot.profile.name}</strong>
                            <div>{dot.profile.description}</div>
                            <div>
                              {prt('fields.department')}: {department?.name ?? PROFILE_TEXTS.notAvailable}
                            </div>
                            <div>
                              {prt('fields.processType')}: {processTypeLabel(dot.profile.processType)}
                            </div>
                          </Box>
                        }
                      >
                        {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one. */}
                        <circle
                          data-testid={`map-dot-${dot.column}-${dot.row}`}
                          aria-label={dot.profile.name}
                          cx={LABEL_W + (dot.column + dot.x) * CELL_W}
                          cy={(grid.rows.length - 1 - dot.row + dot.y) * CELL_H}
                          r={DOT_R}
                          fill={dotColor(department?.color)}
                          stroke="#424242"
                          style={{ cursor: 'pointer' }}
                          role="button"
                          tabIndex={0}
                          onClick={() => openProfile(dot.profile)}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter' || event.key === ' ') openProfile(dot.profile);
                          }}
                        />
                      </Tooltip>
                    );
                  })}
                </svg>
                <Legend departments={departments} />
              </Box>
            ) : null}
            <Tooltip title={prt('map.togglePanel')}>
              <IconButton aria-label={prt('map.togglePanel')} onClick={togglePanel}>
                {panelOpen ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
            </Tooltip>
            {panelOpen ? (
              <Paper variant="outlined" sx={{ width: 360, p: 2 }} aria-label={prt('map.sidePanel')}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {prt('map.sidePanel')}
                </Typography>
                {selected ? <ProfileDetailCard profile={selected} fields={fields} /> : null}
              </Paper>
            ) : null}
          </Stack>
        </>
      )}
    </Box>
  );
}

function Legend({ departments }: { readonly departments: readonly ProfileResource[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{prt('map.legend')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {[
          ...departments.map((d) => ({ key: d.id, name: d.name, color: dotColor(d.color) })),
          { key: '-', name: prt('map.noDepartment'), color: NO_DEPARTMENT_COLOR },
        ].map((entry) => (
          <Stack key={entry.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.color }} />
            <Typography variant="body2">{entry.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** An axis (one of the diagram fields) or a filter ('Alle' first, then the options) above the map. */
function MapSelect({
  label,
  value,
  onChange,
  options,
  withAll = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly withAll?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: withAll ? 180 : 200 }}
    >
      {withAll ? <MenuItem value="">{prt('map.all')}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
