import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { mt } from '../i18n';
import { AsidePanel } from './AsidePanel';

interface ElementTabsPanelProps<TKey extends string> {
  /** The tabs in order, each with its visible label. */
  readonly tabs: readonly { readonly key: TKey; readonly label: string }[];
  readonly tab: TKey;
  /** Left out when there is only one tab to choose. */
  readonly onTab?: (key: TKey) => void;
  /** The selected element, or null when none (or several) are selected. */
  readonly elementId: string | null;
  /** Shown in the tab panel while no element is selected. */
  readonly selectElementText: string;
  /** Names the selected element above the tabs: number, name and German type. */
  readonly elementTitle?: string | undefined;
  readonly onClose: () => void;
  /** The open tab's content for the selected element. */
  readonly children: (elementId: string) => ReactNode;
}

/**
 * The side panel frame: heading 'Details' with close button, full-width tabs and
 * the tab panel that scrolls by itself, with a hint while no element is selected. The side panel
 * and its PX mode share it.
 */
export function ElementTabsPanel<TKey extends string>({
  tabs,
  tab,
  onTab,
  elementId,
  selectElementText,
  elementTitle,
  onClose,
  children,
}: ElementTabsPanelProps<TKey>) {
  const id = useId();
  return (
    <AsidePanel
      title={mt('sidePanel.title')}
      closeLabel={mt('sidePanel.close')}
      onClose={onClose}
      overflow="hidden"
    >
      {elementId && elementTitle && (
        <Typography
          variant="subtitle2"
          data-testid="side-panel-element"
          sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          {elementTitle}
        </Typography>
      )}
      <Tabs
        value={tab}
        onChange={onTab && ((_, value: TKey) => onTab(value))}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {tabs.map(({ key, label }) => (
          <Tab
            key={key}
            value={key}
            label={label}
            id={`${id}-${key}`}
            aria-controls={`${id}-${key}-panel`}
            sx={{ minHeight: 40, px: 1 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}`}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {elementId ? (
          children(elementId)
        ) : (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {selectElementText}
          </Typography>
        )}
      </Box>
    </AsidePanel>
  );
}
