import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { mt } from '../../i18n';
import { AsidePanel } from '../AsidePanel';
import { PxQuestionsTab } from './PxQuestionsTab';
import { pxt } from './texts';

interface PxSidePanelContentProps {
  readonly uuid: string;
  readonly elementId: string | null;
  readonly onClose: () => void;
}

/** The side panel in PX mode: the one tab 'PX Fragen' for the selected element. */
export function PxSidePanelContent({ uuid, elementId, onClose }: PxSidePanelContentProps) {
  const id = useId();
  return (
    <AsidePanel
      title={mt('sidePanel.title')}
      closeLabel={mt('sidePanel.close')}
      onClose={onClose}
      overflow="hidden"
    >
      <Tabs value="px" variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}>
        <Tab
          value="px"
          label={pxt('tab')}
          id={`${id}-px`}
          aria-controls={`${id}-px-panel`}
          sx={{ minHeight: 40 }}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-px-panel`}
        aria-labelledby={`${id}-px`}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {elementId ? (
          <PxQuestionsTab key={elementId} uuid={uuid} elementId={elementId} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {pxt('selectElement')}
          </Typography>
        )}
      </Box>
    </AsidePanel>
  );
}
