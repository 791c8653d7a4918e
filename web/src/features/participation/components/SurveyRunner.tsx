import type { ParticipationView } from '@prozesspuls/shared';
import { localizedSurveyJson, type ParticipationLocale, TITLE_PAGE_NAME } from '@prozesspuls/shared/px';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Model, Serializer, surveyLocalization } from 'survey-core';
import 'survey-core/i18n/german';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';
import { ApiError } from '@/lib/api-error';
import { saveParticipation, submitParticipation } from '../api/participation';
import { RUNNER_TEXT } from '../texts';
import { applyGermanCorrections } from '../utils/german-survey-strings';
import { createProgressSaver } from '../utils/progress-saver';
import { tenantSurveyTheme } from '../utils/tenant-theme';
import { StepCard } from './StepCard';

applyGermanCorrections();
// Our surveys are written in German: a localizable string's `default` is the German text, so that
// 'en' reads the English one (SurveyJS's own default locale is 'en'; see localizedSurveyJson).
surveyLocalization.defaultLocale = 'de';
// `deadlineDate` is ours, not SurveyJS's (docs/px-catalogue.md, 'Survey schema').
if (!Serializer.findProperty('survey', 'deadlineDate'))
  Serializer.addProperty('survey', 'deadlineDate:number');

export interface SurveyRunnerProps {
  readonly token: string;
  readonly view: ParticipationView;
  /** The language the participant chose (SurveyJS locale; questions fall back to German). */
  readonly locale: ParticipationLocale;
  /** The server refused the answers because the link was used or the survey ended meanwhile. */
  readonly onRefused: (error: ApiError) => void;
}

function hasProgress(view: ParticipationView): boolean {
  return view.currentPage > 0 || Object.keys(view.answers).length > 0;
}

const thanksHtml = (locale: ParticipationLocale) =>
  `<h3>${RUNNER_TEXT[locale].thanksTitle}</h3><p>${RUNNER_TEXT[locale].thanksText}</p>`;

/**
 * The survey of one personal link with survey-react-ui: German ('Sie') or, when the participant
 * switches, English; start page, progress bar, the tenant's colour; SurveyJS switches
 * matrices to a list below its mobile width by itself. Every change is saved (debounced) with the
 * current page and the language, so the link resumes on any device as it was left;
 * 'Antworten absenden' submits once and shows the thanks page.
 */
export default function SurveyRunner({ token, view, locale, onRefused }: SurveyRunnerProps) {
  const [saveFailed, setSaveFailed] = useState(false);
  const resumed = hasProgress(view);
  // Read by every save, so a change of language alone does not rebuild the survey.
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const texts = RUNNER_TEXT[locale];
  // The page shown now (its name is the element id on a process survey's pages); null when done.
  const [pageName, setPageName] = useState<string | null>(null);

  const { model, saver, scheduleSave, showPage } = useMemo(() => {
    const survey = new Model(localizedSurveyJson(view.surveySchema));
    survey.locale = view.locale;
    survey.title = view.title;
    survey.showProgressBar = true;
    survey.progressBarLocation = 'aboveHeader';
    survey.firstPageIsStartPage = view.surveySchema.pages[0]?.name === TITLE_PAGE_NAME;
    survey.completedHtml = thanksHtml(view.locale);
    survey.applyTheme(tenantSurveyTheme(view.color));
    if (resumed) {
      survey.data = view.answers;
      if (survey.firstPageIsStartPage) survey.start();
      survey.currentPageNo = Math.min(view.currentPage, survey.visiblePageCount - 1);
    }
    const progressSaver = createProgressSaver(
      (progress, keepalive) => saveParticipation(token, progress, keepalive),
      {
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.status === 409 || error.status === 410 || error.status === 404)
          ) {
            onRefused(error);
            return;
          }
          setSaveFailed(true);
        },
        onSaved: () => setSaveFailed(false),
      },
    );
    const scheduleSave = () => {
      progressSaver.schedule({
        answers: { ...(survey.data as Record<string, unknown>) },
        currentPageNo: survey.currentPageNo,
        locale: localeRef.current,
      });
    };
    survey.onValueChanged.add(scheduleSave);
    survey.onCurrentPageChanged.add(scheduleSave);
    const showPage = () =>
      setPageName(survey.state === 'running' ? (survey.currentPage?.name ?? null) : null);
    survey.onCurrentPageChanged.add(showPage);
    survey.onStarted.add(showPage);
    // The thanks page asks about no step.
    survey.onComplete.add(() => setPageName(null));
    survey.onComplete.add((sender, options) => {
      progressSaver.cancel();
      options.showSaveInProgress();
      submitParticipation(token, sender.data as Record<string, unknown>).then(
        () => options.showSaveSuccess(),
        (error: unknown) => {
          if (
            error instanceof ApiError &&
            (error.status === 409 || error.status === 410 || error.status === 404)
          ) {
            onRefused(error);
            return;
          }
          options.showSaveError(RUNNER_TEXT[localeRef.current].submitFailed);
        },
      );
    });
    return { model: survey, saver: progressSaver, scheduleSave, showPage };
  }, [token, view, resumed, onRefused]);

  useEffect(showPage, [showPage]);
  const step = view.process?.steps.find((candidate) => candidate.elementId === pageName);

  useEffect(() => {
    if (model.locale === locale) return;
    model.locale = locale;
    model.completedHtml = thanksHtml(locale);
    // The choice is kept with the draft, so the link resumes in this language.
    scheduleSave();
  }, [model, locale, scheduleSave]);

  useEffect(() => {
    // A phone locking or switching apps hides the page: save what is pending right away.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush({ keepalive: true });
    };
    const onPageHide = () => void saver.flush({ keepalive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void saver.flush();
    };
  }, [saver]);

  return (
    <>
      {resumed && <p className="pp-participation-notice">{texts.resumed}</p>}
      {saveFailed && (
        <p role="alert" className="pp-participation-notice">
          {texts.saveFailed}
        </p>
      )}
      {step && view.process && (
        <StepCard key={step.elementId} step={step} diagramXml={view.process.diagramXml} locale={locale} />
      )}
      <Survey model={model} />
    </>
  );
}
