import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatDecimal } from '@prozesspuls/shared/format';
import { SignalLight } from '@/components/feedback/SignalLight';
import type { DashboardTreeItem } from '../utils/dashboard-tree';

interface DashboardTreeProps {
  readonly items: readonly DashboardTreeItem[];
  /** evaluateQuestion: raised by a question leaf with its id. */
  readonly onEvaluateQuestion: (questionId: string) => void;
}

function Line({ item }: { readonly item: DashboardTreeItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', pl: 2 * (item.depth - 1) }}>
      {item.showsScore && <SignalLight score={item.score} />}
      <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: item.questionId ? 400 : 600 }}>
        {item.label}
      </Typography>
      {item.showsScore && (
        <Typography variant="body2">{item.score === null ? '–' : formatDecimal(item.score, 1)}</Typography>
      )}
    </Box>
  );
}

/** The tree below a dashboard card, depths 1 to 4, flattened into an indented list. */
export function DashboardTree({ items, onEvaluateQuestion }: DashboardTreeProps) {
  const flat: DashboardTreeItem[] = [];
  const visit = (list: readonly DashboardTreeItem[]) => {
    for (const item of list) {
      flat.push(item);
      visit(item.children);
    }
  };
  visit(items);
  return (
    <List dense disablePadding>
      {flat.map((item) =>
        item.questionId ? (
          <ListItem key={item.id} disablePadding data-depth={item.depth}>
            <ListItemButton onClick={() => onEvaluateQuestion(item.questionId ?? '')} sx={{ px: 1 }}>
              <Line item={item} />
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={item.id} sx={{ px: 1 }} data-depth={item.depth}>
            <Line item={item} />
          </ListItem>
        ),
      )}
    </List>
  );
}
