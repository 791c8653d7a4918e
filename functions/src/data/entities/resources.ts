/** Resources: process objects, their links to model elements, role characteristics and assessments. */
import {
  createdAtAttribute,
  elementOwned,
  optionalString,
  optionalStrings,
  requiredString,
  requiredStrings,
  tenantEntity,
  zeroCounter,
} from './common.js';
import { elementRecordEntity, modelRecordsIndex } from './models.js';

/**
 * A process object (department, system, role, context item). `connectedCount` is the number of
 * element links; it changes in the transaction that links or unlinks, so deleting "only when not
 * connected" is one conditional delete.
 */
export const resourceSchema = tenantEntity('resource', 'RESOURCE#${id}', {
  ...requiredStrings('id', 'type', 'name'),
  ...optionalStrings('friendlyName', 'description', 'color'),
  connectedCount: zeroCounter,
  createdDate: createdAtAttribute,
});

/**
 * A link seen from the object, in the tenant partition sorted by object, model, element: the
 * links of one object are one Query, and so are all links of the client (the process list's
 * filter reads them to give every model its object ids).
 */
export const resourceLinkSchema = tenantEntity(
  'resourceLink',
  'RESLINK#${ressourceId}#${uuid}#${elementId}',
  {
    ...elementOwned,
    ressourceId: requiredString,
  },
);

/**
 * The same link seen from the model, among the model's records (collection `modelRecords`): an
 * element's links and a model's links are one Query, and they go with the model.
 */
export const elementResourceSchema = elementRecordEntity(
  'elementResource',
  modelRecordsIndex(['elementId', 'ressourceId'], 'RESEL#${elementId}#${ressourceId}'),
  {
    ressourceId: requiredString,
  },
);

/** A characteristic of a role (TASKS, POWERS, ...): its descriptors are one Query per role. */
export const roleDescriptorSchema = tenantEntity(
  'roleDescriptor',
  'ROLEDESC#${roleId}#${id}',
  requiredStrings('roleId', 'id', 'type', 'name'),
);

/** An assessment of a role: one value (HIGH, MEDIUM, LOW) per descriptor. */
export const roleAssessmentSchema = tenantEntity('roleAssessment', 'ROLEASSESS#${roleId}#${id}', {
  ...requiredStrings('roleId', 'id'),
  timestamp: createdAtAttribute,
  description: optionalString,
  assessmentValues: {
    type: 'list',
    required: true,
    items: {
      type: 'map',
      properties: { roleDescriptor: requiredString, assessmentValue: requiredString },
    },
  },
});
