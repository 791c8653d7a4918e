import type { ParticipationView } from '@prozesspuls/shared';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { PARTICIPATION_TEXT } from '../texts';
import { noticeFor, type ParticipationNotice } from '../utils/load-outcome';
import { tenantColor } from '../utils/tenant-theme';
import { MessageCard } from './MessageCard';
import type { SurveyRunnerProps } from './SurveyRunner';
import './participation.css';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'survey'; readonly view: ParticipationView }
  | { readonly kind: 'notice'; readonly notice: ParticipationNotice; readonly color: string | null };

export interface ParticipationPageProps {
  readonly token: string;
  /** Started before React renders, in parallel with the survey library's chunk. */
  readonly view: Promise<ParticipationView>;
  readonly runner: Promise<{ readonly default: ComponentType<SurveyRunnerProps> }>;
}

/** /teilnahme/{token}: the public page of one personal survey link (no sign-in, no app shell). */
export function ParticipationPage({ token, view, runner }: ParticipationPageProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [SurveyRunner] = useState(() => lazy(() => runner));

  useEffect(() => {
    let current = true;
    view.then(
      (loaded) => {
        if (!current) return;
        if (loaded.status === 'ANSWERED') {
          const notice = { title: PARTICIPATION_TEXT.answeredTitle, text: PARTICIPATION_TEXT.answeredText };
          setPhase({ kind: 'notice', notice, color: loaded.color });
        } else {
          setPhase({ kind: 'survey', view: loaded });
        }
      },
      (error: unknown) => {
        if (current) setPhase({ kind: 'notice', notice: noticeFor(error), color: null });
      },
    );
    return () => {
      current = false;
    };
  }, [view]);

  const color = phase.kind === 'survey' ? phase.view.color : phase.kind === 'notice' ? phase.color : null;
  useEffect(() => {
    document.title = phase.kind === 'survey' ? phase.view.title : 'Umfrage';
  }, [phase]);

  const onRefused = useCallback(
    (error: ApiError) => setPhase({ kind: 'notice', notice: noticeFor(error), color }),
    [color],
  );

  const loading = <p className="pp-participation-card">{PARTICIPATION_TEXT.loading}</p>;
  return (
    <main
      className="pp-participation"
      style={{ '--pp-tenant-color': tenantColor(color) } as React.CSSProperties}
    >
      {phase.kind === 'loading' && loading}
      {phase.kind === 'notice' && <MessageCard title={phase.notice.title} text={phase.notice.text} />}
      {phase.kind === 'survey' && (
        <Suspense fallback={loading}>
          <SurveyRunner token={token} view={phase.view} onRefused={onRefused} />
        </Suspense>
      )}
    </main>
  );
}
