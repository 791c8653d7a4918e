import type { Checklist } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { checklistKeys } from './keys';

export interface ConnectSurveyInput {
  readonly checklistId: string;
  readonly module: 1 | 2;
  readonly surveyId: string;
}

/** POST /api/checklist/survey/module/{moduleId}/{checklistId}: links a survey of module 1 or 2. */
export function connectSurvey({ checklistId, module, surveyId }: ConnectSurveyInput): Promise<Checklist> {
  return api('postChecklistSurveyModuleByModuleIdByChecklistId', {
    path: { moduleId: String(module), checklistId },
    body: { surveyId },
  });
}

export function useConnectSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.list() }),
  });
}
