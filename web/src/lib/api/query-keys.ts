import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the resources more than one feature reads, one factory per resource, so that a
 * read cached by one screen is the same entry another screen invalidates. Resources only one
 * feature reads keep their keys in that feature's `api/keys.ts`.
 */
export const queryKeys = {
  /** GET /px/measure/members: the measures plan and the risk assessment read them. */
  measureMembers: () => ['measure-members'] as const,
  /**
   * GET /riskAssessment…: the risk assessment screens and the modeller's 'Belastung' mode read
   * them; everything below 'risk-assessments' is refreshed after a change.
   */
  riskAssessments: {
    all: ['risk-assessments'] as const,
    list: () => ['risk-assessments', 'list'] as const,
    detail: (id: string) => ['risk-assessments', 'detail', id] as const,
    strain: (id: string) => ['risk-assessments', 'strain', id] as const,
  },
  models: {
    all: ['models'] as const,
    /** GET /bpmn */
    list: () => ['models', 'list'] as const,
    /** GET /bpmn/{uuid} */
    detail: (uuid: string) => ['models', 'detail', uuid] as const,
  },
  roles: {
    /** GET /role */
    list: () => ['roles', 'list'] as const,
  },
  users: {
    /** GET /user */
    list: () => ['users', 'list'] as const,
  },
  /** Process objects: the process objects screen, the modeller, profiles and the map read them. */
  resources: {
    all: ['resources'] as const,
    /** GET /connectedRessource (?processId=) */
    list: (processId?: string) => ['resources', 'list', processId ?? null] as const,
    /** GET /connectedRessource/ressourceType/{type} */
    byType: (type: string) => ['resources', 'type', type] as const,
    /** GET /connectedRessource/role/characteristic, …/assessment/{id} */
    role: (roleId: string) => ['resources', 'role', roleId] as const,
  },
  /** Process profiles: the profiles screen, the process map and the process list's filter read them. */
  profiles: {
    all: ['profiles'] as const,
    /** GET /processCharacteristic */
    list: () => ['profiles', 'list'] as const,
  },
  /** Surveys: the survey screens, evaluations and the measures plan read them. */
  surveys: {
    all: ['surveys'] as const,
    /** GET /px/survey (active) or GET /px/survey/archive */
    list: (archived: boolean) => ['surveys', 'list', archived] as const,
    /** GET /px/survey/{id} */
    detail: (id: string) => ['surveys', 'detail', id] as const,
  },
  /** GET /px/evaluation/worksCouncil: the survey list, the administration and the works council page read it. */
  worksCouncilSettings: () => ['works-council', 'settings'] as const,
  questions: {
    /** GET /user/questions: the open questions assigned to me (navigation count, 'Meine Fragen'). */
    mine: () => ['questions', 'mine'] as const,
  },
};

/** The queries under `queryKey` and the model list, which shows what a change of theirs touched. */
export async function refreshWithModelList(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.models.list() }),
  ]);
}
