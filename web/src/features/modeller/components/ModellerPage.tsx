import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PermissionFlags } from '@prozesspuls/shared';
import { type MouseEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  type BlockerFunction,
  matchPath,
  useBlocker,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { href, paths } from '@/config/paths';
import { sessionStore } from '@/lib/session/session-store';
import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import { mt } from '../i18n';
import { initialTabs, tabsReducer } from '../utils/tabs';
import { ModelWorkspace, type WorkspaceHandle } from './ModelWorkspace';
import { NoticeSnackbar } from './NoticeSnackbar';

/**
 * /modelEdit/{uuid}: the process modelling screen. Several models can be open in tabs (a linked
 * subprocess opens in a new one); the URL names the active tab. Leaving the screen, or closing the
 * tab of a model being edited, saves it and ends editing first.
 */
interface ModellerPageProps {
  readonly userId: string;
  /** The user's permissions in the current client (PX mode needs PX_WRITE or PX_EVAL); absent: none. */
  readonly permissions?: PermissionFlags;
  /** Given: 'Teilen' and 'Geteilte Nutzer' in the toolbar open the sharing feature's dialogs (not through a share link). */
  readonly renderShareDialog?: RenderShareDialog;
}

export function ModellerPage({ userId, permissions, renderShareDialog }: ModellerPageProps) {
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(tabsReducer, uuid, initialTabs);
  const handles = useRef(new Map<string, WorkspaceHandle>());
  const [newModel] = useState(() => (searchParams.get('isNew') === 'true' ? uuid : null));
  const [leaveFailed, setLeaveFailed] = useState(false);

  // The new model opens in edit mode once; a reload of the address then opens it as any other.
  useEffect(() => {
    if (newModel) navigate(href(paths.modelEdit, { uuid: newModel }), { replace: true });
  }, [newModel, navigate]);

  useEffect(() => {
    if (uuid) dispatch({ type: 'open', uuid });
  }, [uuid]);

  const register = useCallback((id: string, handle: WorkspaceHandle | null) => {
    if (handle) handles.current.set(id, handle);
    else handles.current.delete(id);
  }, []);

  const onLoaded = useCallback(
    (id: string, fileName: string) => dispatch({ type: 'rename', uuid: id, fileName }),
    [],
  );

  const openModel = useCallback(
    (id: string, fileName: string) => {
      dispatch({ type: 'open', uuid: id, fileName });
      navigate(href(paths.modelEdit, { uuid: id }));
    },
    [navigate],
  );

  const closeTab = async (event: MouseEvent, id: string) => {
    event.stopPropagation();
    const handle = handles.current.get(id);
    if (handle?.isEditing() && (await handle.leave()) !== true) return;
    const next = tabsReducer(state, { type: 'close', uuid: id });
    dispatch({ type: 'close', uuid: id });
    if (next.active === null) navigate(paths.processList);
    else if (next.active !== state.active)
      navigate(href(paths.modelEdit, { uuid: next.active }), { replace: true });
  };

  // Leaving the modeller while a model is being edited: save and end editing first.
  const shouldBlock = useCallback<BlockerFunction>(({ nextLocation }) => {
    if (!sessionStore.get()) return false;
    if (matchPath(paths.modelEdit, nextLocation.pathname)) return false;
    return [...handles.current.values()].some((handle) => handle.isEditing());
  }, []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      for (const handle of handles.current.values()) {
        if (!handle.isEditing()) continue;
        const left = await handle.leave();
        if (left !== true) {
          blocker.reset();
          // Choosing to stay (under release) is no failure.
          if (left === false) setLeaveFailed(true);
          return;
        }
      }
      blocker.proceed();
    })();
  }, [blocker]);

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {state.tabs.length > 1 && (
        <Tabs
          value={state.active ?? false}
          onChange={(_, id: string) => navigate(href(paths.modelEdit, { uuid: id }))}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={mt('tabs.label')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
        >
          {state.tabs.map((tab) => {
            const name = tab.fileName ?? mt('tabs.loading');
            return (
              <Tab
                key={tab.uuid}
                value={tab.uuid}
                sx={{ minHeight: 40, py: 0, pr: 1, textTransform: 'none' }}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    <Box
                      component="span"
                      sx={{
                        maxWidth: 220,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {name}
                    </Box>
                    <Box
                      component="span"
                      role="button"
                      aria-label={mt('tabs.close', { name })}
                      title={mt('tabs.close', { name })}
                      onClick={(event: MouseEvent) => void closeTab(event, tab.uuid)}
                      sx={{
                        display: 'inline-flex',
                        borderRadius: '50%',
                        p: 0.25,
                        color: 'text.secondary',
                        '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
                      }}
                    >
                      <Close sx={{ fontSize: 16 }} />
                    </Box>
                  </Box>
                }
              />
            );
          })}
        </Tabs>
      )}
      {state.tabs.map((tab) => (
        <ModelWorkspace
          key={tab.uuid}
          uuid={tab.uuid}
          userId={userId}
          permissions={permissions}
          renderShareDialog={renderShareDialog}
          active={tab.uuid === state.active}
          isNew={tab.uuid === newModel}
          onLoaded={onLoaded}
          onOpenModel={openModel}
          register={register}
        />
      ))}
      <NoticeSnackbar
        open={leaveFailed}
        severity="error"
        text={mt('page.leaveFailed')}
        onClose={() => setLeaveFailed(false)}
        vertical="top"
      />
    </Box>
  );
}
