import { randomUUID } from 'node:crypto';
import {
  type AssessmentValue,
  RESOURCE_TEXTS,
  ROLE_CHARACTERISTIC_LABELS,
  ROLE_CHARACTERISTIC_TYPES,
  type RoleAssessment,
  type RoleCharacteristic,
  type RoleCharacteristicType,
  type RoleCharacteristicTypeInfo,
  type RoleDescriptor,
} from '@prozesspuls/shared';
import { loadResource } from '../../data/repositories/resources.js';
import {
  createRoleAssessment,
  createRoleDescriptor,
  deleteRoleCharacteristicRecords,
  listRoleAssessments,
  listRoleDescriptors,
} from '../../data/repositories/roleCharacteristics.js';
import { NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';

export function characteristicTypes(): RoleCharacteristicTypeInfo[] {
  return ROLE_CHARACTERISTIC_TYPES.map((type) => ({ type, label: ROLE_CHARACTERISTIC_LABELS[type] }));
}

async function existingRole(clientId: number, roleId: string): Promise<void> {
  const role = await loadResource(clientId, roleId);
  if (!role) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  if (role.type !== 'ROLE') throw new RuleViolation(RESOURCE_TEXTS.notARole);
}

export async function descriptorsOf(caller: Identity, roleId: string): Promise<RoleDescriptor[]> {
  await existingRole(caller.clientId, roleId);
  const descriptors = await listRoleDescriptors(caller.clientId, roleId);
  return descriptors
    .map((d) => ({ id: d.id, roleId, type: d.type as RoleCharacteristicType, name: d.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** A role's descriptors grouped by characteristic type, in the types' order. */
export async function characteristicsOf(caller: Identity, roleId: string): Promise<RoleCharacteristic[]> {
  const descriptors = await descriptorsOf(caller, roleId);
  return characteristicTypes().map((t) => ({
    ...t,
    descriptors: descriptors.filter((d) => d.type === t.type),
  }));
}

/** Adds a descriptor in one transaction that requires the role to exist (no orphan on a parallel delete). */
export async function addDescriptor(
  caller: Identity,
  request: { roleId: string; type: RoleCharacteristicType; name: string },
): Promise<RoleDescriptor> {
  const { clientId } = caller;
  await existingRole(clientId, request.roleId);
  const descriptor = {
    clientId,
    roleId: request.roleId,
    id: randomUUID(),
    type: request.type,
    name: request.name,
  };
  if (!(await createRoleDescriptor(descriptor))) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  return { id: descriptor.id, roleId: descriptor.roleId, type: request.type, name: request.name };
}

type AssessmentItem = {
  id: string;
  roleId: string;
  timestamp: string;
  description?: string | undefined;
  assessmentValues: { roleDescriptor: string; assessmentValue: string }[];
};

const toAssessment = (a: AssessmentItem): RoleAssessment => ({
  id: a.id,
  roleId: a.roleId,
  timestamp: a.timestamp,
  description: a.description || null,
  assessmentValues: a.assessmentValues.map((v) => ({
    roleDescriptor: v.roleDescriptor,
    assessmentValue: v.assessmentValue as AssessmentValue,
  })),
});

/** A role's assessments, newest first. */
export async function assessmentsOf(caller: Identity, roleId: string): Promise<RoleAssessment[]> {
  await existingRole(caller.clientId, roleId);
  const assessments = await listRoleAssessments(caller.clientId, roleId);
  return assessments.map(toAssessment).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Adds an assessment; every value must rate a descriptor of this role. */
export async function addAssessment(
  caller: Identity,
  roleId: string,
  request: {
    description?: string | undefined;
    assessmentValues: readonly { roleDescriptor: string; assessmentValue: AssessmentValue }[];
  },
): Promise<RoleAssessment> {
  const { clientId } = caller;
  const own = new Set((await descriptorsOf(caller, roleId)).map((d) => d.id));
  if (request.assessmentValues.some((v) => !own.has(v.roleDescriptor))) {
    throw new RuleViolation(RESOURCE_TEXTS.descriptorOfOtherRole);
  }
  const item = {
    clientId,
    roleId,
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    ...(request.description ? { description: request.description } : {}),
    assessmentValues: request.assessmentValues.map((v) => ({ ...v })),
  };
  if (!(await createRoleAssessment(item))) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  return toAssessment(item);
}

/** Deletes a role's descriptors and assessments (after the role itself was deleted). */
export async function deleteRoleCharacteristics(clientId: number, roleId: string): Promise<void> {
  await deleteRoleCharacteristicRecords(clientId, roleId);
}
