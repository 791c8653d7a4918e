import { useState } from 'react';
import type { WorkspaceDialog } from '../components/WorkspaceDialogs';
import { useFullscreen } from './use-fullscreen';
import { useMinimapSetting } from './use-minimap-setting';
import { useRememberedPanel } from './use-remembered-panel';
import { useShowNumbers } from './use-show-numbers';

/**
 * What a workspace shows around the canvas: side and question panels (remembered), element
 * search, minimap, numbers, full screen, and which dialog is open.
 */
export function useWorkspacePanels(userId: string, isNew: boolean) {
  const { showNumbers, toggleNumbers } = useShowNumbers();
  const [sidePanelOpen, setSidePanelOpen] = useRememberedPanel('prozesspuls.modeller.sidePanel');
  const [questionPanelOpen, setQuestionPanelOpen] = useRememberedPanel('prozesspuls.modeller.questionPanel');
  const [searchOpen, setSearchOpen] = useState(false);
  const { minimap, toggleMinimap } = useMinimapSetting(userId);
  const [dialog, setDialog] = useState<WorkspaceDialog>(null);
  const [shareView, setShareView] = useState<'share' | 'sharedUsers' | null>(null);
  const [createdNotice, setCreatedNotice] = useState(isNew);
  const [releaseDialog, setReleaseDialog] = useState(false);
  const [reviewDateDialog, setReviewDateDialog] = useState(false);
  const { fullscreen, toggleFullscreen } = useFullscreen();
  return {
    showNumbers,
    toggleNumbers,
    sidePanelOpen,
    setSidePanelOpen,
    questionPanelOpen,
    setQuestionPanelOpen,
    searchOpen,
    setSearchOpen,
    minimap,
    toggleMinimap,
    dialog,
    setDialog,
    shareView,
    setShareView,
    createdNotice,
    setCreatedNotice,
    releaseDialog,
    setReleaseDialog,
    reviewDateDialog,
    setReviewDateDialog,
    fullscreen,
    toggleFullscreen,
  };
}

export type WorkspacePanelState = ReturnType<typeof useWorkspacePanels>;
