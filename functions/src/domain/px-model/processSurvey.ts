import type { CreateSurveyRequest } from '@prozesspuls/shared';
import { hasPermission } from '@prozesspuls/shared';
import {
  buildProcessSurvey,
  PX_MODEL_MESSAGES,
  SURVEY_MESSAGES,
  TITLE_PAGE_NAME,
} from '@prozesspuls/shared/px';
import { PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { modelQuestionGroups } from './elementQuestions.js';

/**
 * POST /px/survey with module Module_Four: a process survey of one model (PX_WRITE).
 * Its pages are built here from the questions attached to the model's elements, never taken from
 * the request, so a process survey asks exactly what the model carries; only the title, deadline
 * and the (sanitised) start page come from the request. The survey keeps its model: the uuid and the
 * commit hash of the version its pages were built from, so evaluation mode shows the
 * model as it was asked about, not as it is today.
 */
export async function prepareProcessSurvey(caller: Identity, request: CreateSurveyRequest) {
  if (!hasPermission(caller.permissions, 'PX_WRITE'))
    throw new PermissionDenied(PX_MODEL_MESSAGES.pxWriteRequired);
  if (!request.uuid) throw new RuleViolation(SURVEY_MESSAGES.processSurveyNeedsModel);
  const { groups, commitHash } = await modelQuestionGroups(caller, request.uuid);
  if (groups.length === 0) throw new RuleViolation(PX_MODEL_MESSAGES.noQuestions);
  const titlePage = request.surveySchema.pages.find((page) => page.name === TITLE_PAGE_NAME);
  const startPage = titlePage?.elements.find((element) => element.type === 'html');
  // The sanitiser (sanitize-html, ~250 KB) is loaded on the request that stores a start page only.
  const startPageHtml =
    startPage?.type === 'html'
      ? (await import('../surveys/sanitizeStartPage.js')).sanitizeStartPageHtml(startPage.html)
      : '';
  const schema = buildProcessSurvey({
    title: request.title,
    deadlineDate: request.deadlineDate,
    startPageHtml,
    elements: groups,
  });
  if (schema.pages.length > 60) throw new RuleViolation(PX_MODEL_MESSAGES.tooManyElements);
  return {
    schema,
    description: startPageHtml === '' ? null : startPageHtml,
    model: { modelUuid: request.uuid, commitHash },
  };
}
