import { getDb } from '../db.js';
import { allOf } from './reads.js';
import { committed, type TransactionEntities, type TransactionParts } from './transactions.js';

type DescriptorCreate = Parameters<ReturnType<typeof getDb>['entities']['roleDescriptor']['create']>[0];
type AssessmentCreate = Parameters<ReturnType<typeof getDb>['entities']['roleAssessment']['create']>[0];

/** The descriptors of one role (one Query). */
export async function listRoleDescriptors(clientId: number, roleId: string) {
  return allOf(getDb().entities.roleDescriptor.query.byClient({ clientId, roleId }));
}

/** The assessments of one role (one Query). */
export async function listRoleAssessments(clientId: number, roleId: string) {
  return allOf(getDb().entities.roleAssessment.query.byClient({ clientId, roleId }));
}

/**
 * Adds a characteristic of a role (`create`) in one transaction that requires the role (an object)
 * to exist, so a parallel delete leaves no orphan. False when the transaction was canceled.
 */
function createForExistingRole(
  role: { readonly clientId: number; readonly roleId: string },
  create: (entities: TransactionEntities) => TransactionParts[number],
): Promise<boolean> {
  return committed((entities) => [
    entities.resource
      .check({ clientId: role.clientId, id: role.roleId })
      .where((a, op) => op.exists(a.id))
      .commit(),
    create(entities),
  ]);
}

/** Adds a descriptor while the role exists; false when it is gone. */
export function createRoleDescriptor(descriptor: DescriptorCreate): Promise<boolean> {
  return createForExistingRole(descriptor, ({ roleDescriptor }) =>
    roleDescriptor.create(descriptor).commit(),
  );
}

/** Adds an assessment while the role exists; false when it is gone. */
export function createRoleAssessment(assessment: AssessmentCreate): Promise<boolean> {
  return createForExistingRole(assessment, ({ roleAssessment }) =>
    roleAssessment.create(assessment).commit(),
  );
}

/** Deletes every descriptor and assessment of a role. */
export async function deleteRoleCharacteristicRecords(clientId: number, roleId: string): Promise<void> {
  const { entities } = getDb();
  const [descriptors, assessments] = await Promise.all([
    listRoleDescriptors(clientId, roleId),
    listRoleAssessments(clientId, roleId),
  ]);
  await Promise.all([
    descriptors.length > 0 ? entities.roleDescriptor.delete(descriptors).go() : undefined,
    assessments.length > 0 ? entities.roleAssessment.delete(assessments).go() : undefined,
  ]);
}
