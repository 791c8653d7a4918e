/**
 * Process objects (connected resources), their links to model elements and role
 * characteristics: types, German labels, messages.
 * Free of zod, so the SPA imports them through `@prozesspuls/shared/messages`.
 */

import labels from './texts.labels.json' with { type: 'json' };

export const RESOURCE_TYPES = ['DEPARTMENT', 'SYSTEM', 'ROLE', 'CONTEXT_ITEM'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Readonly<Record<ResourceType, string>> = labels.RESOURCE_TYPE_LABELS;

export const ROLE_CHARACTERISTIC_TYPES = [
  'TASKS',
  'POWERS',
  'RESPONSIBILITIES',
  'HARDSKILLS',
  'SOFTSKILLS',
] as const;
export type RoleCharacteristicType = (typeof ROLE_CHARACTERISTIC_TYPES)[number];

export const ROLE_CHARACTERISTIC_LABELS: Readonly<Record<RoleCharacteristicType, string>> =
  labels.ROLE_CHARACTERISTIC_LABELS;

export const ASSESSMENT_VALUES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type AssessmentValue = (typeof ASSESSMENT_VALUES)[number];

/** HIGH, MEDIUM, LOW are shown as Gut, Mittel, Schlecht. */
export const ASSESSMENT_LABELS: Readonly<Record<AssessmentValue, string>> = labels.ASSESSMENT_LABELS;

/** Process objects page size, newest first. */
export const RESOURCE_PAGE_SIZE = 15;
/** Elements one link call may name: each costs two items of the one transaction (limit 100). */
export const RESOURCE_LINK_MAX_ELEMENTS = 40;

export const RESOURCE_TEXTS = {
  deleteTitle: 'Objekt löschen',
  deleteText: (name: string) => `Wollen Sie das Objekt ${name} wirklich löschen?`,
  stillConnected:
    'Das Objekt ist mit Prozesselementen verknüpft und kann daher nicht gelöscht werden. Entfernen Sie zuerst die Verknüpfungen.',
  nameRequired: 'Muss ausgefüllt werden',
  notARole: 'Merkmale und Bewertungen gibt es nur für Rollen.',
  descriptorOfOtherRole: 'Das Merkmal gehört nicht zu dieser Rolle.',
  resourceGone: 'Das Objekt existiert nicht mehr.',
} as const;
