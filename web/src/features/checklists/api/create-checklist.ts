import type { CreateChecklistRequest, CreatedChecklist } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshChecklists } from './keys';

type CreateBody = Pick<CreateChecklistRequest, 'name' | 'description'> & {
  readonly mod1surveyId: string | -1;
  readonly listSchema: string;
};

/** POST /api/checklist: answers the new checklist's id (the creator is set by the server). */
export function createChecklist(body: CreateBody): Promise<CreatedChecklist> {
  return api('postChecklist', { body: { ...body, creator: '' } });
}

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChecklist, onSuccess: () => refreshChecklists(queryClient) });
}
