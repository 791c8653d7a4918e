import { getDb } from '../db.js';
import { allOf } from './reads.js';
import { committed } from './transactions.js';

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
 * Adds a descriptor in one transaction that requires the role (an object) to exist, so a parallel
 * delete leaves no orphan. False when the transaction was canceled.
 */
export async function createRoleDescriptor(descriptor: DescriptorCreate): Promise<boolean> {
  return committed(({ resource, roleDescriptor }) => [
    resource
      .check({ clientId: descriptor.clientId, id: descriptor.roleId })
      .where((a, op) => op.exists(a.id))
      .commit(),
    roleDescriptor.create(descriptor).commit(),
  ]);
}

/** Adds an assessment in one transaction that requires the role to exist; false when canceled. */
export async function createRoleAssessment(assessment: AssessmentCreate): Promise<boolean> {
  return committed(({ resource, roleAssessment }) => [
    resource
      .check({ clientId: assessment.clientId, id: assessment.roleId })
      .where((a, op) => op.exists(a.id))
      .commit(),
    roleAssessment.create(assessment).commit(),
  ]);
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
