import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { CustomElement, HistoryVersion } from '@prozesspuls/shared';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { ModellerController } from '../bpmn/controller';
import type { useEditSession } from '../hooks/use-edit-session';
import type { NumberAllProgress as NumberAllProgressState } from '../hooks/use-number-all';
import type { useNumbering } from '../hooks/use-numbering';
import { mt } from '../i18n';
import { modellerDe } from '../locales/de';
import { initialNumber } from '../utils/numbering';
import { CustomElementsDialog } from './dialogs/CustomElementsDialog';
import { HistoryDialog } from './dialogs/HistoryDialog';
import { LinkSubprocessDialog } from './dialogs/LinkSubprocessDialog';
import { MessageDialog } from './dialogs/MessageDialog';
import { ResourcesDialog } from './dialogs/ResourcesDialog';
import { NumberAllProgress } from './NumberAllProgress';
import { NumberEditor } from './NumberEditor';

/** The one dialog a workspace shows at a time (null: none). */
export type WorkspaceDialog =
  | { readonly kind: 'confirmEdit' }
  | { readonly kind: 'confirmEnd' }
  | { readonly kind: 'history' }
  | { readonly kind: 'customElements' }
  | { readonly kind: 'link'; readonly elementId: string }
  | { readonly kind: 'number'; readonly elementId: string }
  | { readonly kind: 'unlinked' }
  | { readonly kind: 'numberAll' }
  | { readonly kind: 'resources'; readonly elementId: string }
  | null;

interface WorkspaceDialogsProps {
  readonly dialog: WorkspaceDialog;
  readonly onClose: () => void;
  readonly uuid: string;
  readonly fileName: string;
  readonly canEdit: boolean;
  readonly dirty: boolean;
  readonly controller: ModellerController | null;
  readonly session: ReturnType<typeof useEditSession>;
  readonly numbering: ReturnType<typeof useNumbering>;
  readonly links: ReadonlyMap<string, { readonly linkedUuid: string }>;
  readonly customElements: readonly CustomElement[];
  readonly numberAll: {
    readonly count: () => number;
    readonly busy: boolean;
    readonly progress: NumberAllProgressState | null;
    readonly error: string | null;
    readonly run: () => void;
    readonly reset: () => void;
  };
  readonly onRestore: (version: HistoryVersion) => Promise<void>;
  readonly onLink: (elementId: string, target: { uuid: string; fileName: string }) => Promise<void>;
}

/** Renders the workspace's active dialog, and the 'locked by someone else' message. */
export function WorkspaceDialogs({
  dialog,
  onClose,
  uuid,
  fileName,
  canEdit,
  dirty,
  controller,
  session,
  numbering,
  links,
  customElements,
  numberAll,
  onRestore,
  onLink,
}: WorkspaceDialogsProps) {
  const numberTarget = dialog?.kind === 'number' ? dialog.elementId : null;
  const numberAnchor = numberTarget ? controller?.graphics(numberTarget) : undefined;
  const linkTarget = dialog?.kind === 'link' ? dialog.elementId : null;
  return (
    <>
      {dialog?.kind === 'confirmEdit' && (
        <ConfirmDialog
          texts={modellerDe.lock.start}
          busy={session.starting}
          onConfirm={() => void session.start().then(onClose)}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'confirmEnd' && (
        <ConfirmDialog
          texts={modellerDe.lock.end}
          busy={session.saving}
          extra={
            session.lastSaveFailed ? (
              <Alert
                severity="warning"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => void session.end({ discard: true }).then(onClose)}
                  >
                    {mt('lock.endWithoutSaving')}
                  </Button>
                }
              >
                {mt('lock.endWithoutSavingHint')}
              </Alert>
            ) : undefined
          }
          onConfirm={() =>
            void session.end().then((ended) => {
              if (ended) onClose();
            })
          }
          onClose={onClose}
        />
      )}
      {session.lockedMessage && (
        <MessageDialog
          kind="locked"
          title={mt('lock.lockedTitle')}
          text={session.lockedMessage}
          onClose={session.clearLockedMessage}
        />
      )}
      {dialog?.kind === 'numberAll' && (
        <ConfirmDialog
          texts={modellerDe.numbers.all}
          values={{ count: numberAll.count() }}
          busy={numberAll.busy}
          error={numberAll.error}
          extra={numberAll.progress && <NumberAllProgress progress={numberAll.progress} />}
          onConfirm={numberAll.run}
          onClose={() => {
            onClose();
            numberAll.reset();
          }}
        />
      )}
      {dialog?.kind === 'unlinked' && (
        <MessageDialog
          title={mt('subprocess.unlinkedTitle')}
          text={mt('subprocess.unlinkedText')}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog
          uuid={uuid}
          fileName={fileName}
          canRestore={canEdit}
          dirty={dirty}
          onRestore={onRestore}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'customElements' && (
        <CustomElementsDialog elements={customElements} onClose={onClose} />
      )}
      {linkTarget && (
        <LinkSubprocessDialog
          currentUuid={uuid}
          linkedUuid={links.get(linkTarget)?.linkedUuid}
          onLink={(target) => onLink(linkTarget, target)}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'resources' && (
        <ResourcesDialog
          uuid={uuid}
          elementId={dialog.elementId}
          elementName={controller?.elementName(dialog.elementId) ?? ''}
          onClose={onClose}
        />
      )}
      {numberTarget && numberAnchor && (
        <NumberEditor
          anchor={numberAnchor}
          elementName={controller?.elementName(numberTarget) ?? ''}
          initial={initialNumber(numberTarget, numbering.numbers)}
          hasNumber={numbering.numbers.has(numberTarget)}
          onAssign={(number, renumber) => numbering.assign(numberTarget, number, renumber)}
          onRemove={() => numbering.remove(numberTarget)}
          onClose={onClose}
        />
      )}
    </>
  );
}
