import type { WorkspaceParts } from '../hooks/workspace-parts';
import { CanvasPane } from './CanvasPane';
import { ElementSearch } from './ElementSearch';
import { Minimap } from './Minimap';
import { ModelChecksPanel } from './ModelChecksPanel';
import { ModellerOutline } from './ModellerOutline';

interface WorkspaceCanvasProps {
  readonly parts: WorkspaceParts;
}

/** The canvas with the tools over it: minimap, model checks, outline and element search. */
export function WorkspaceCanvas({ parts }: WorkspaceCanvasProps) {
  const { data, canvas, panels } = parts;
  const { editing } = parts.session;
  const { ready, modelChecks } = canvas;
  const controller = canvas.controller.current;
  const { numbers } = data.numbering;
  return (
    <CanvasPane
      container={canvas.container}
      controller={controller}
      ready={ready}
      editing={editing}
      fileName={data.fileName}
    >
      {panels.minimap && ready && <Minimap controller={controller} />}
      {modelChecks.open && ready && (
        <ModelChecksPanel
          controller={controller}
          result={modelChecks.result}
          numbers={numbers}
          onClose={modelChecks.toggle}
        />
      )}
      <ModellerOutline
        controller={controller}
        ready={ready}
        numbers={numbers}
        contentFlags={data.contentFlags}
      />
      {panels.searchOpen && ready && (
        <ElementSearch
          controller={controller}
          numbers={numbers}
          onClose={() => panels.setSearchOpen(false)}
        />
      )}
    </CanvasPane>
  );
}
