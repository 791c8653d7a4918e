import * as z from 'zod/mini';
import {
  ASSESSMENT_VALUES,
  type AssessmentValue,
  RESOURCE_LINK_MAX_ELEMENTS,
  RESOURCE_TEXTS,
  RESOURCE_TYPES,
  type ResourceType,
  ROLE_CHARACTERISTIC_TYPES,
  type RoleCharacteristicType,
} from '../../resources/texts.js';
import { hexColor } from './fields.js';

export const resourceType = z.enum(RESOURCE_TYPES);
const resourceId = z.string().check(z.uuid());
// No '#': it separates the parts of the link keys.
const elementId = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#]+$/));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

const resourceFields = {
  type: resourceType,
  name: z
    .string()
    .check(z.trim(), z.minLength(1, RESOURCE_TEXTS.nameRequired), z.maxLength(120, 'Höchstens 120 Zeichen')),
  friendlyName: optionalText(120),
  description: optionalText(2000),
  color: z.optional(hexColor),
};

/** POST /connectedRessource */
export const createResourceRequest = z.object(resourceFields);
/** PUT /connectedRessource: the object by id; its type never changes. */
export const updateResourceRequest = z.object({ id: resourceId, ...resourceFields });
/** GET /connectedRessource: with `processId`, each object names its linked elements of that model. */
export const listResourcesQuery = z.object({ processId: z.optional(z.string().check(z.uuid())) });
export const resourceTypePath = z.object({ type: resourceType });
export const resourceIdPath = z.object({ id: resourceId });

/** POST /connectRessourceToModelElement (ressourceId, processId, elementId[]). */
export const linkResourceRequest = z.object({
  ressourceId: resourceId,
  processId: z.string().check(z.uuid()),
  elementId: z.array(elementId).check(z.minLength(1), z.maxLength(RESOURCE_LINK_MAX_ELEMENTS)),
});
/** DELETE /connectRessourceToModelElement/element/{id}: the element's links in a model, or one of them. */
export const unlinkElementPath = z.object({ id: elementId });
export const unlinkElementQuery = z.object({
  uuid: z.string().check(z.uuid()),
  ressourceId: z.optional(resourceId),
});

/** GET descriptors / characteristics of one role. */
export const roleQuery = z.object({ roleId: resourceId });
/** POST /connectedRessource/role/characteristic/descriptor */
export const createDescriptorRequest = z.object({
  roleId: resourceId,
  type: z.enum(ROLE_CHARACTERISTIC_TYPES),
  name: z.string().check(z.trim(), z.minLength(1, RESOURCE_TEXTS.nameRequired), z.maxLength(200)),
});
/** POST /connectedRessource/role/characteristic/assessment/{id} (id: the role). */
export const createAssessmentRequest = z.object({
  description: optionalText(2000),
  assessmentValues: z
    .array(
      z.object({ roleDescriptor: z.string().check(z.uuid()), assessmentValue: z.enum(ASSESSMENT_VALUES) }),
    )
    .check(z.minLength(1), z.maxLength(100)),
});

export interface ConnectedResource {
  readonly id: string;
  readonly type: ResourceType;
  readonly name: string;
  readonly friendlyName: string | null;
  readonly description: string | null;
  readonly color: string | null;
  /** Linked to at least one model element (a counter kept on link and unlink). */
  readonly connected: boolean;
  readonly createdDate: string;
  /** Only with `?processId=`: the elements of that model linked to this object. */
  readonly elementIds?: readonly string[];
}

/** One object's links within one model. */
export interface ResourceLink {
  readonly ressourceId: string;
  readonly processId: string;
  readonly elementId: readonly string[];
}

export interface RoleDescriptor {
  readonly id: string;
  readonly roleId: string;
  readonly type: RoleCharacteristicType;
  readonly name: string;
}

export interface RoleCharacteristicTypeInfo {
  readonly type: RoleCharacteristicType;
  readonly label: string;
}

/** A role's descriptors grouped by characteristic type. */
export interface RoleCharacteristic extends RoleCharacteristicTypeInfo {
  readonly descriptors: readonly RoleDescriptor[];
}

export interface RoleAssessment {
  readonly id: string;
  readonly roleId: string;
  readonly timestamp: string;
  readonly description: string | null;
  readonly assessmentValues: readonly {
    readonly roleDescriptor: string;
    readonly assessmentValue: AssessmentValue;
  }[];
}
