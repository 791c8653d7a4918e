import type { PermissionFlags, RiskAssessmentSummary, RiskStrain } from '@prozesspuls/shared';
import { hasAnyPermission } from '@prozesspuls/shared';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRiskAssessment } from '@/lib/api/get-risk-assessment';
import { useRiskAssessments } from '@/lib/api/get-risk-assessments';
import { useRiskStrain } from '@/lib/api/get-risk-strain';
import { AREA_ACCESS } from '@/lib/area-access';
import { measureBadges, strainBadges } from '@/lib/risk/strain-badges';
import type { ModellerController } from '../bpmn/controller';

/** The modeller's 'Belastung' mode as its panel reads it. */
export interface StrainModeState {
  /**
   * The switch is offered: the user may read risk assessments (SURVEY, WORKS_COUNCIL, ADMIN) and
   * one refers to this model (or a link opened the mode). Without one it takes no room.
   */
  readonly available: boolean;
  readonly on: boolean;
  readonly setOn: (on: boolean) => void;
  /** The list of assessments has been read. */
  readonly listed: boolean;
  /** The client's assessments that refer to this model. */
  readonly assessments: readonly RiskAssessmentSummary[];
  readonly assessmentId: string | null;
  readonly setAssessmentId: (id: string) => void;
  /** The strain the server reported for the chosen assessment (already within the threshold). */
  readonly strain: RiskStrain | undefined;
  /** The released version the assessment refers to. */
  readonly releaseVersion: number | null;
  readonly error: unknown;
  readonly retry: () => void;
}

export interface StrainModeOptions {
  readonly uuid: string;
  readonly controller: RefObject<ModellerController | null>;
  readonly ready: boolean;
  /** The signed-in user's permissions (absent: a share-link guest, no 'Belastung' mode). */
  readonly permissions: PermissionFlags | undefined;
}

const NONE: readonly RiskAssessmentSummary[] = [];

/**
 * 'Belastung' mode of one workspace: the strain of a risk assessment of this model as heat overlay
 * and its measures as badges (PpStrain). Every figure is the strain route's answer, which applies
 * the anonymity threshold and the difference rule on the server; the browser only draws it. A
 * link with `?mode=belastung&assessment=<id>` ('Im Modell anzeigen' on the assessment page) opens it.
 */
export function useStrainMode({ uuid, controller, ready, permissions }: StrainModeOptions): StrainModeState {
  const [params] = useSearchParams();
  const permitted = permissions !== undefined && hasAnyPermission(permissions, AREA_ACCESS.riskAssessment);
  const [on, setOn] = useState(() => params.get('mode') === 'belastung');
  const [chosen, setAssessmentId] = useState<string | null>(() => params.get('assessment'));
  const active = permitted && on;
  const list = useRiskAssessments(permitted);
  const assessments = useMemo(
    () => list.data?.filter((a) => a.modelUuid === uuid) ?? NONE,
    [list.data, uuid],
  );
  const available = permitted && (on || assessments.length > 0);
  const assessmentId = chosen ?? assessments[0]?.id ?? null;
  const strain = useRiskStrain(assessmentId ?? '', active && assessmentId !== null);
  const detail = useRiskAssessment(assessmentId ?? '', active && assessmentId !== null);

  useEffect(() => {
    if (!ready) return;
    const shown = active && strain.data && detail.data;
    controller.current?.showStrain(
      shown ? strainBadges(strain.data.elements, detail.data.measures) : [],
      shown ? measureBadges(detail.data.measures) : [],
    );
  }, [ready, controller, active, strain.data, detail.data]);

  const { refetch: refetchList } = list;
  const { refetch: refetchStrain } = strain;
  const { refetch: refetchDetail } = detail;
  const retry = useCallback(() => {
    void refetchList();
    void refetchStrain();
    void refetchDetail();
  }, [refetchList, refetchStrain, refetchDetail]);
  return {
    available,
    on: active,
    setOn,
    listed: list.isSuccess,
    assessments,
    assessmentId,
    setAssessmentId,
    strain: strain.data,
    releaseVersion: detail.data?.model?.releaseVersion ?? null,
    error: list.error ?? strain.error ?? detail.error,
    retry,
  };
}
