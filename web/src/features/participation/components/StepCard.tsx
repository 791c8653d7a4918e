import type { ProcessStep } from '@prozesspuls/shared/bpmnXml';
import type { ParticipationLocale } from '@prozesspuls/shared/px';
import { useMemo, useRef } from 'react';
import { useMountedView } from '@/components/diagram/use-mounted-view';
import { STEP_TEXT } from '../texts';
import type { StepViewer } from '../viewer/step-viewer';

export interface StepCardProps {
  readonly step: ProcessStep;
  /** The diagram of the survey's model version (as fixed when it was sent). */
  readonly diagramXml: string;
  readonly locale: ParticipationLocale;
}

/**
 * Above a process-survey page: which step the questions are about, its kind, its
 * role or area (pool and lanes) and a small read-only picture of its neighbourhood, the step marked.
 * bpmn-js is loaded when the first card shows.
 */
export function StepCard({ step, diagramXml, locale }: StepCardProps) {
  const texts = STEP_TEXT[locale];
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<StepViewer | null>(null);
  const { focusId, neighbourIds } = step;
  const create = useMemo(
    () => async (element: HTMLElement) => {
      const { createStepViewer } = await import('../viewer/step-viewer');
      return createStepViewer(element, diagramXml, focusId, neighbourIds);
    },
    [diagramXml, focusId, neighbourIds],
  );
  const state = useMountedView(container, create, viewer);
  const name = step.name || step.type[locale];

  return (
    <section
      className="pp-step-card"
      aria-label={`${texts.askedAbout} ${name}`}
      data-testid="process-step-card"
    >
      <p className="pp-step-asked">
        {texts.askedAbout} <strong data-testid="process-step-name">{name}</strong>{' '}
        <span className="pp-step-type">({step.type[locale]})</span>
      </p>
      {step.roles.length > 0 && (
        <p className="pp-step-role" data-testid="process-step-role">
          {texts.role} {step.roles.join(' / ')}
        </p>
      )}
      <div className="pp-step-diagram-frame">
        {(state === 'idle' || state === 'rendering') && (
          <p className="pp-step-status">{texts.diagramLoading}</p>
        )}
        {state === 'failed' && (
          <p className="pp-step-status" role="alert">
            {texts.diagramFailed}
          </p>
        )}
        <div
          ref={container}
          className="pp-step-diagram"
          role="img"
          aria-label={texts.diagramLabel(name)}
          data-testid="process-step-diagram"
          data-asked-element={step.focusId ?? ''}
        />
      </div>
    </section>
  );
}
