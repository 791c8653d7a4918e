import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { replaceSearchParams } from '@/lib/search-params';
import { type HelpTab, helpTabOf, LISTED_TABS, TAB_LABELS } from '../utils/help-tabs';
import { BugReportTab } from './BugReportTab';
import { ChangelogTab } from './ChangelogTab';
import { HandbookTab } from './HandbookTab';
import { LessonsTab } from './LessonsTab';

/**
 * /help: the tab bar of 'Bug Report', 'BPMN Schulung' and 'Changelog';
 * the tab lives in `?tab=` so every tab has a link. The handbook ('?tab=handbuch') is reached by
 * link and by every screen's '?', not by the tab bar.
 */
export function HelpPage() {
  const [params, setParams] = useSearchParams();
  const tab = helpTabOf(params.get('tab'));
  const select = (next: HelpTab) =>
    replaceSearchParams(setParams, (updated) => {
      updated.set('tab', next);
      updated.delete('section');
      updated.delete('lesson');
    });
  return (
    <>
      <PageHeading>{tab === 'handbuch' ? 'Handbuch' : 'Hilfe'}</PageHeading>
      {tab !== 'handbuch' && (
        <Tabs
          value={tab}
          onChange={(_, value: HelpTab) => select(value)}
          sx={{ mb: 3 }}
          aria-label="Hilfebereich"
        >
          {LISTED_TABS.map((name) => (
            <Tab key={name} value={name} label={TAB_LABELS[name]} />
          ))}
        </Tabs>
      )}
      <Box role="tabpanel" aria-label={TAB_LABELS[tab]}>
        {tab === 'bug' && <BugReportTab />}
        {tab === 'changelog' && <ChangelogTab />}
        {tab === 'handbuch' && <HandbookTab />}
        {tab === 'schulung' && <LessonsTab />}
      </Box>
    </>
  );
}
