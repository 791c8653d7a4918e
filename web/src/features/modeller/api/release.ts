import type {
  ModelReviewer,
  ReleaseRequest,
  ReleaseReview,
  ReviewDecision,
  SaveModelResponse,
} from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** Query keys of the release workflow of one model (below the modeller's ['modeller', uuid]). */
export const releaseKeys = {
  requests: (uuid: string) => ['modeller', uuid, 'release', 'requests'] as const,
  reviewer: (uuid: string) => ['modeller', uuid, 'release', 'reviewer'] as const,
  review: (uuid: string, id: string) => ['modeller', uuid, 'release', 'review', id] as const,
};

/** PUT /api/bpmn/{uuid}/releaseEnabled — the owner switches the release workflow. */
export function setReleaseEnabled(uuid: string, releaseEnabled: boolean): Promise<void> {
  return api('putBpmnByUuidReleaseEnabled', { path: { uuid }, body: { releaseEnabled } });
}

/** PUT /api/bpmn/release/{uuid} — interim save (working version, not released). */
export function interimSave(uuid: string, diagramXML: string, version: number): Promise<SaveModelResponse> {
  return api('putBpmnReleaseByUuid', { path: { uuid }, body: { diagramXML, version } });
}

/** POST /api/bpmn/release — sends the diagram to the reviewer. */
export function sendReleaseRequest(body: {
  uuid: string;
  reviewer: string;
  commitMsg: string;
  diagramXML: string;
}): Promise<ReleaseRequest> {
  return api('postBpmnRelease', { body });
}

/** POST /api/bpmn/release/review — ACCEPTED or REJECTED by the reviewer of the newest request. */
export function decideRelease(body: {
  uuid: string;
  id: string;
  requestState: 'ACCEPTED' | 'REJECTED';
  comment?: string;
  editAfterRelease?: boolean;
}): Promise<ReviewDecision> {
  return api('postBpmnReleaseReview', { body });
}

export function useReleaseRequests(uuid: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: releaseKeys.requests(uuid),
      queryFn: ({ signal }): Promise<ReleaseRequest[]> =>
        api('getBpmnReleaseByUuid', { path: { uuid }, signal }),
      enabled,
      staleTime: 0,
    }),
  );
}

export function useModelReviewer(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: releaseKeys.reviewer(uuid),
      queryFn: ({ signal }): Promise<ModelReviewer> =>
        api('getBpmnReleaseByUuidReviewer', { path: { uuid }, signal }),
      enabled,
      staleTime: 0,
    }),
  );
}

export function useReleaseReview(uuid: string, id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: releaseKeys.review(uuid, id ?? ''),
      queryFn: ({ signal }): Promise<ReleaseReview> =>
        api('getBpmnReleaseByUuidReviewById', { path: { uuid, id: id ?? '' }, signal }),
      enabled: id !== undefined,
      staleTime: 0,
    }),
  );
}
