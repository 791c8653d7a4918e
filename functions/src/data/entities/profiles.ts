/** Profiles: process profiles (Prozesssteckbriefe) and the client's custom profile fields. */
import {
  createdAtAttribute,
  optionalNumbers,
  optionalString,
  optionalStrings,
  requiredString,
  requiredStrings,
  tenantEntity,
} from './common.js';

const idList = { type: 'list', items: { type: 'string' }, default: () => [] } as const;

export const profileSchema = tenantEntity('profile', 'PROFILE#${id}', {
  ...requiredStrings('id', 'name'),
  trigger: { type: 'string', default: '' },
  outcome: { type: 'string', default: '' },
  description: { type: 'string', default: '' },
  ...optionalStrings('departmentId', 'processType'),
  systems: idList,
  connectedDepartments: idList,
  involvedRoles: idList,
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
});

export const profileFieldSchema = tenantEntity('profileField', 'PFIELD#${id}', {
  ...requiredStrings('id', 'fieldId', 'name', 'fieldType'),
  options: { type: 'list', items: { type: 'string' }, default: () => [] },
  ...optionalNumbers('minValue', 'maxValue'),
  ...optionalStrings('valueType', 'defaultValue'),
  canFilter: { type: 'boolean', default: false },
  isDiagram: { type: 'boolean', default: false },
  createdDate: createdAtAttribute,
});
