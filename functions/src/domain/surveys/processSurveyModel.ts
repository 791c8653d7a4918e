import type { CreateSurveyRequest } from '@prozesspuls/shared';
import { SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { hashOfModelKey } from '../../adapters/modelStorage.js';
import { badRequest } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';

/**
 * The model of a process survey (Module_Four) as the survey stores it: its uuid and the commit hash
 * of the version the questions were placed on, so evaluation mode can show that version (seed 000
 * §4 'Toggling evaluation loads the model version of the survey's commit hash'). The model must be
 * one the caller may see (404 otherwise). Other modules have no model.
 */
export async function processSurveyModel(
  caller: Identity,
  request: CreateSurveyRequest,
): Promise<{ readonly modelUuid?: string; readonly commitHash?: string }> {
  if (request.module !== 'Module_Four') return {};
  if (!request.uuid) throw badRequest(SURVEY_MESSAGES.processSurveyNeedsModel);
  const { model } = await visibleModel(caller, request.uuid);
  return { modelUuid: request.uuid, commitHash: hashOfModelKey(model.xmlKey) };
}
