/** PX evaluation points: one item per point, built from a survey round's counters. */
import {
  optionalNumber,
  optionalString,
  requiredString,
  tenantEntity,
  tenantSecondaryIndex,
} from './common.js';

/** Zero-padded so the index sort keys order rounds and epoch-ms timestamps numerically. */
const paddedNumber = (length: number) =>
  ({ type: 'number', required: true, padding: { length, char: '0' } }) as const;

/**
 * An evaluation point of a survey round. `timestampId`
 * is chosen when the job starts, so a retried task finds its own point and writes nothing twice.
 * The point itself (nodes, question evaluations, personal questions; a module 1 point is a few
 * tens of KB) is kept as JSON text in `point`, far below the 400 KB item limit.
 * - by id (`EVALPOINT#<timestampId>`): GET /px/evaluation/timestamp/{id}/...
 * - gsi1 per survey, by round then time: the points of one survey (GET /px/evaluation/{surveyId})
 * - gsi2 per module, by time: the latest point of a module (dashboard), newest first, no scan
 */
export const evaluationPointSchema = tenantEntity(
  'evaluationPoint',
  'EVALPOINT#${timestampId}',
  {
    timestampId: requiredString,
    surveyId: requiredString,
    /** The survey's module code (Module_One, Module_Two, STRESS_MODULE, Module_Four). */
    module: requiredString,
    round: paddedNumber(6),
    /** Creation time, epoch ms (the point's `timestamp`). */
    timestamp: paddedNumber(15),
    /** The EvaluationPoint (shared/src/px/evaluation/evaluationPoint.ts) as JSON. */
    point: requiredString,
    /**
     * The anonymity threshold in force when the point was made: reads judge it by the
     * higher of this and today's, so a lowered threshold never reveals it. Absent on older points.
     */
    anonymityThreshold: optionalNumber,
    /**
     * The point's subgroups per personal-question option (PointSubgroups, shared
     * px/evaluation/subgroups.ts) as JSON, counted from the round's answer records when the point
     * was made. Absent on older points and when they could not be counted consistently.
     */
    subgroups: optionalString,
  },
  {
    bySurvey: tenantSecondaryIndex('gsi1', 'EVALSURVEY', 'surveyId', {
      composite: ['round', 'timestamp', 'timestampId'],
      template: 'R#${round}#TS#${timestamp}#${timestampId}',
    }),
    byModule: tenantSecondaryIndex('gsi2', 'EVALMODULE', 'module', {
      composite: ['timestamp', 'timestampId'],
      template: 'TS#${timestamp}#${timestampId}',
    }),
  },
);
