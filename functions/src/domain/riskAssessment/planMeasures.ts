import type { Measure } from '@prozesspuls/shared';
import { isMeasureOverdue } from '@prozesspuls/shared/px';
import { assessmentDocumentsOfClient } from '../../data/repositories/riskAssessments.js';
import { documentOf } from './records.js';

/**
 * The measures of the client's risk assessments as rows of the survey measures plan: an
 * assessment's measures appear with each survey it links (steps 2 and 6), marked with the
 * assessment, whose page is where they are changed. Without `surveyId` (the plan of all surveys)
 * each measure appears once, under the first survey its assessment links. Round 0: an assessment's
 * measure belongs to no evaluation round of the survey.
 */
export async function assessmentPlanMeasures(
  clientId: number,
  surveyId: string | undefined,
  names: (userIds: readonly string[]) => Promise<ReadonlyMap<string, string>>,
  now: number,
): Promise<Measure[]> {
  const rows = (await assessmentDocumentsOfClient(clientId)).flatMap((record) => {
    const document = documentOf(record);
    const linked = document.surveys.map((s) => s.surveyId);
    const shownUnder = surveyId === undefined ? linked[0] : linked.includes(surveyId) ? surveyId : undefined;
    if (shownUnder === undefined) return [];
    const elementName = new Map(document.elements.map((e) => [e.elementId, e.name]));
    return document.measures.map((m) => ({ record, measure: m, surveyId: shownUnder, elementName }));
  });
  const responsible = await names(rows.map((r) => r.measure.responsibleUserId));
  return rows.map(({ record, measure, surveyId: shownUnder, elementName }) => ({
    id: measure.measureId,
    surveyId: shownUnder,
    nodeId: null,
    questionId: null,
    targetName: measure.elementIds.map((id) => elementName.get(id) ?? id).join(', '),
    title: measure.title,
    description: measure.description,
    responsibleUserId: measure.responsibleUserId,
    responsibleName: responsible.get(measure.responsibleUserId) ?? '',
    dueDate: measure.dueDate,
    status: measure.status,
    round: 0,
    createdAt: record.createdAt ?? '',
    updatedAt: record.updatedAt ?? '',
    overdue: isMeasureOverdue({ status: measure.status, dueDate: measure.dueDate }, now),
    riskAssessment: { id: record.assessmentId, title: record.title, type: measure.type },
  }));
}
