import type { ParticipationView } from '@prozesspuls/shared';
import type { ParticipationBranding, ParticipationLocale } from '@prozesspuls/shared/px';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { PARTICIPATION_TEXT } from '../texts';
import { noticeFor, type ParticipationNotice } from '../utils/load-outcome';
import { contrastText, tenantColor, tenantTextColor } from '../utils/tenant-theme';
import { BrandHeader } from './BrandHeader';
import { MessageCard } from './MessageCard';
import type { SurveyRunnerProps } from './SurveyRunner';
import './participation.css';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'survey'; readonly view: ParticipationView }
  | {
      readonly kind: 'notice';
      readonly notice: ParticipationNotice;
      readonly branding: ParticipationBranding | null;
    };

export interface ParticipationPageProps {
  readonly token: string;
  /** Started before React renders, in parallel with the survey library's chunk. */
  readonly view: Promise<ParticipationView>;
  readonly runner: Promise<{ readonly default: ComponentType<SurveyRunnerProps> }>;
}

const brandingOf = ({ clientName, logoUrl, color }: ParticipationBranding): ParticipationBranding => ({
  clientName,
  logoUrl,
  color,
});

/**
 * /teilnahme/{token}: the public page of one personal survey link (no sign-in, no app shell), in
 * the inviting client's look: its logo, name and colour.
 */
export function ParticipationPage({ token, view, runner }: ParticipationPageProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [locale, setLocale] = useState<ParticipationLocale>('de');
  const [SurveyRunner] = useState(() => lazy(() => runner));

  useEffect(() => {
    let current = true;
    view.then(
      (loaded) => {
        if (!current) return;
        if (loaded.status === 'ANSWERED') {
          const notice = { title: PARTICIPATION_TEXT.answeredTitle, text: PARTICIPATION_TEXT.answeredText };
          setPhase({ kind: 'notice', notice, branding: brandingOf(loaded) });
        } else {
          setLocale(loaded.locale);
          setPhase({ kind: 'survey', view: loaded });
        }
      },
      (error: unknown) => {
        if (current) setPhase({ kind: 'notice', notice: noticeFor(error), branding: null });
      },
    );
    return () => {
      current = false;
    };
  }, [view]);

  // One object per phase: the runner's callbacks depend on it and must not change with the language.
  const branding = useMemo(
    () =>
      phase.kind === 'survey' ? brandingOf(phase.view) : phase.kind === 'notice' ? phase.branding : null,
    [phase],
  );
  useEffect(() => {
    document.title = phase.kind === 'survey' ? phase.view.title : 'Umfrage';
  }, [phase]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const onRefused = useCallback(
    (error: ApiError) => setPhase({ kind: 'notice', notice: noticeFor(error), branding }),
    [branding],
  );

  const loading = <p className="pp-participation-card">{PARTICIPATION_TEXT.loading}</p>;
  const primary = tenantColor(branding?.color ?? null);
  return (
    <main
      className="pp-participation"
      style={
        {
          '--pp-tenant-color': primary,
          '--pp-tenant-on-color': contrastText(primary),
          '--pp-tenant-text': tenantTextColor(primary),
        } as React.CSSProperties
      }
    >
      {branding && (
        <BrandHeader
          branding={branding}
          {...(phase.kind === 'survey' ? { language: { locale, onChange: setLocale } } : {})}
        />
      )}
      {phase.kind === 'loading' && loading}
      {phase.kind === 'notice' && <MessageCard title={phase.notice.title} text={phase.notice.text} />}
      {phase.kind === 'survey' && (
        <Suspense fallback={loading}>
          <SurveyRunner token={token} view={phase.view} locale={locale} onRefused={onRefused} />
        </Suspense>
      )}
    </main>
  );
}
