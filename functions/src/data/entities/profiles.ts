/** Profiles: process profiles (Prozesssteckbriefe) and the client's custom profile fields. */
import {
  createdAtAttribute,
  entitySchema,
  optionalNumber,
  optionalString,
  requiredNumber,
  requiredString,
  tenantIndex,
} from './common.js';

const idList = { type: 'list', items: { type: 'string' }, default: () => [] } as const;

export const profileSchema = entitySchema(
  'profile',
  {
    clientId: requiredNumber,
    id: requiredString,
    name: requiredString,
    trigger: { type: 'string', default: '' },
    outcome: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    departmentId: optionalString,
    systems: idList,
    connectedDepartments: idList,
    involvedRoles: idList,
    processType: optionalString,
    customFields: {
      type: 'list',
      items: {
        type: 'map',
        properties: { customFieldId: requiredString, fieldValue: requiredString },
      },
    },
    /** The linked model; the model holds the profile's id in `characteristicId` (both written together). */
    connectedModelId: optionalString,
    createdDate: createdAtAttribute,
    createdBy: requiredString,
  },
  { byClient: tenantIndex(['id'], 'PROFILE#${id}') },
);

export const profileFieldSchema = entitySchema(
  'profileField',
  {
    clientId: requiredNumber,
    id: requiredString,
    fieldId: requiredString,
    name: requiredString,
    fieldType: requiredString,
    options: { type: 'list', items: { type: 'string' }, default: () => [] },
    minValue: optionalNumber,
    maxValue: optionalNumber,
    valueType: optionalString,
    defaultValue: optionalString,
    canFilter: { type: 'boolean', default: false },
    isDiagram: { type: 'boolean', default: false },
    createdDate: createdAtAttribute,
  },
  { byClient: tenantIndex(['id'], 'PFIELD#${id}') },
);
