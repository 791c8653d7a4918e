import * as z from 'zod';
import {
  PROCESS_TYPES,
  PROFILE_FIELD_TYPES,
  PROFILE_TEXTS,
  PROFILE_VALUE_TYPES,
  type ProcessType,
  type ProfileFieldType,
  type ProfileValueType,
} from '../../profiles/profileTexts.js';

const objectId = z.string().trim().min(1).max(64);
const objectIds = z.array(objectId).max(200).default([]);
const text = (max: number) => z.string().trim().max(max).default('');

/** POST / PUT /processCharacteristic (PUT carries the id). */
export const profileRequest = z.object({
  id: objectId.optional(),
  name: z.string().trim().min(1, 'Muss ausgefüllt werden').max(200),
  trigger: text(2000),
  outcome: text(2000),
  description: text(10_000),
  /** The one department, sent as a one-item list. */
  department: z.array(objectId).max(1).default([]),
  systems: objectIds,
  connectedDepartments: objectIds,
  involvedRoles: objectIds,
  processType: z.enum(PROCESS_TYPES).nullable().default(null),
  customFields: z
    .array(z.object({ customFieldId: objectId, fieldValue: z.string().max(500) }))
    .max(100)
    .default([]),
});

/** POST /processCharacteristic/field */
export const profileFieldRequest = z
  .object({
    fieldId: z.string().trim().max(64).optional(),
    name: z.string().trim().min(1, 'Muss ausgefüllt werden').max(100),
    fieldType: z.enum(PROFILE_FIELD_TYPES),
    options: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    minValue: z.number().finite().nullable().default(null),
    maxValue: z.number().finite().nullable().default(null),
    valueType: z.enum(PROFILE_VALUE_TYPES).nullable().default(null),
    /** Text holding an object `{ type: 'NUMBER' | 'OPTIONS', value }`. */
    defaultValue: z.string().max(1000).nullable().default(null),
    canFilter: z.boolean().default(false),
    isDiagram: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (field.fieldType === 'SELECT' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', message: PROFILE_TEXTS.selectNeedsOptions, path: ['options'] });
    if (
      field.fieldType === 'NUMBER' &&
      (field.minValue === null || field.maxValue === null || field.minValue >= field.maxValue)
    )
      ctx.addIssue({ code: 'custom', message: PROFILE_TEXTS.numberNeedsBounds, path: ['minValue'] });
  });

/** POST /processCharacteristic/connect */
export const connectProfileRequest = z.object({ CHARACTERISTIC: objectId, UUID: z.string().uuid() });

export interface ProfileFieldValue {
  readonly customFieldId: string;
  readonly fieldValue: string;
}

export interface ProcessProfile {
  readonly id: string;
  readonly name: string;
  readonly trigger: string;
  readonly outcome: string;
  readonly description: string;
  readonly department: string[];
  readonly systems: string[];
  readonly connectedDepartments: string[];
  readonly involvedRoles: string[];
  readonly processType: ProcessType | null;
  readonly customFields: ProfileFieldValue[];
  /** The linked model's uuid, or null. */
  readonly connectedModelId: string | null;
  readonly createdDate: string;
  readonly createdBy: string;
}

export interface ProfileField {
  readonly id: string;
  readonly fieldId: string;
  readonly name: string;
  readonly fieldType: ProfileFieldType;
  readonly options: string[];
  readonly minValue: number | null;
  readonly maxValue: number | null;
  readonly valueType: ProfileValueType | null;
  readonly defaultValue: string | null;
  readonly canFilter: boolean;
  readonly isDiagram: boolean;
}

/** GET /processCharacteristic/map: the diagram fields (axes) and every profile. */
export interface ProcessMapData {
  readonly fields: ProfileField[];
  readonly profiles: ProcessProfile[];
}
