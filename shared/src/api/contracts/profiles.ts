import * as z from 'zod/mini';
import {
  PROCESS_TYPES,
  PROFILE_FIELD_TYPES,
  PROFILE_TEXTS,
  PROFILE_VALUE_TYPES,
  type ProcessType,
  type ProfileFieldType,
  type ProfileValueType,
} from '../../profiles/profileTexts.js';

const objectId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const objectIds = z._default(z.array(objectId).check(z.maxLength(200)), []);
const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');

/** POST / PUT /processCharacteristic (PUT carries the id). */
export const profileRequest = z.object({
  id: z.optional(objectId),
  name: z.string().check(z.trim(), z.minLength(1, 'Muss ausgefüllt werden'), z.maxLength(200)),
  trigger: text(2000),
  outcome: text(2000),
  description: text(10_000),
  /** The one department, sent as a one-item list. */
  department: z._default(z.array(objectId).check(z.maxLength(1)), []),
  systems: objectIds,
  connectedDepartments: objectIds,
  involvedRoles: objectIds,
  processType: z._default(z.nullable(z.enum(PROCESS_TYPES)), null),
  customFields: z._default(
    z
      .array(z.object({ customFieldId: objectId, fieldValue: z.string().check(z.maxLength(500)) }))
      .check(z.maxLength(100)),
    [],
  ),
});

/** POST /processCharacteristic/field */
export const profileFieldRequest = z
  .object({
    fieldId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    name: z.string().check(z.trim(), z.minLength(1, 'Muss ausgefüllt werden'), z.maxLength(100)),
    fieldType: z.enum(PROFILE_FIELD_TYPES),
    options: z._default(
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
      [],
    ),
    minValue: z._default(z.nullable(z.number()), null),
    maxValue: z._default(z.nullable(z.number()), null),
    valueType: z._default(z.nullable(z.enum(PROFILE_VALUE_TYPES)), null),
    /** Text holding an object `{ type: 'NUMBER' | 'OPTIONS', value }`. */
    defaultValue: z._default(z.nullable(z.string().check(z.maxLength(1000))), null),
    canFilter: z._default(z.boolean(), false),
    isDiagram: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((field, ctx) => {
      if (field.fieldType === 'SELECT' && field.options.length === 0)
        ctx.addIssue({ code: 'custom', message: PROFILE_TEXTS.selectNeedsOptions, path: ['options'] });
      if (
        field.fieldType === 'NUMBER' &&
        (field.minValue === null || field.maxValue === null || field.minValue >= field.maxValue)
      )
        ctx.addIssue({ code: 'custom', message: PROFILE_TEXTS.numberNeedsBounds, path: ['minValue'] });
    }),
  );

/** POST /processCharacteristic/connect */
export const connectProfileRequest = z.object({ CHARACTERISTIC: objectId, UUID: z.string().check(z.uuid()) });

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
