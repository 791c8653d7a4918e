import { randomUUID } from 'node:crypto';
import {
  fieldValueError,
  PROCESS_TYPES,
  PROFILE_TEXTS,
  type ProcessProfile,
  type ProcessType,
  type profileRequest,
} from '@prozesspuls/shared';
import type * as z from 'zod/mini';
import { loadModelItem } from '../../data/repositories/models.js';
import {
  connectProfileToModel,
  createProfileItem,
  deleteProfileItem,
  listProfileItems,
  loadProfileItem,
  type ProfileItem,
  patchProfileIfExists,
} from '../../data/repositories/profiles.js';
import { loadResources } from '../../data/repositories/resources.js';
import { Conflict, NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { RETRY, withRetries } from '../models/transactions.js';
import { listProfileFields } from './fields.js';

type ProfileRequest = z.output<typeof profileRequest>;

const processTypeOf = (value: string | undefined): ProcessType | null =>
  PROCESS_TYPES.find((t) => t === value) ?? null;

function profileOf(item: ProfileItem): ProcessProfile {
  return {
    id: item.id,
    name: item.name,
    trigger: item.trigger ?? '',
    outcome: item.outcome ?? '',
    description: item.description ?? '',
    department: item.departmentId ? [item.departmentId] : [],
    systems: item.systems ?? [],
    connectedDepartments: item.connectedDepartments ?? [],
    involvedRoles: item.involvedRoles ?? [],
    processType: processTypeOf(item.processType),
    // ElectroDB does not infer the items of a list of maps; their shape is the schema's.
    customFields: (item.customFields ?? []).map((f: { customFieldId: string; fieldValue: string }) => ({
      customFieldId: f.customFieldId,
      fieldValue: f.fieldValue,
    })),
    connectedModelId: item.connectedModelId ?? null,
    createdDate: item.createdDate,
    createdBy: item.createdBy,
  };
}

/**
 * The values of custom fields: each must name a field of the caller's client and be valid
 * (number bounds with the specified messages, select options); empty values are left out.
 */
async function checkedCustomFields(clientId: number, values: ProfileRequest['customFields']) {
  const fields = new Map((await listProfileFields(clientId)).map((f) => [f.id, f]));
  const seen = new Set<string>();
  const checked: { customFieldId: string; fieldValue: string }[] = [];
  for (const { customFieldId, fieldValue } of values) {
    const field = fields.get(customFieldId);
    if (!field || seen.has(customFieldId)) throw new RuleViolation(PROFILE_TEXTS.unknownField);
    seen.add(customFieldId);
    const error = fieldValueError(field, fieldValue);
    if (error) throw new RuleViolation(`${field.name}: ${error}`);
    checked.push({ customFieldId, fieldValue: fieldValue.trim() });
  }
  return checked;
}

/**
 * Department, systems, connected departments and roles must be process objects of the caller's
 * client with the right type (one batch read); another client's ids are refused like unknown ones.
 */
async function checkResources(clientId: number, request: ProfileRequest): Promise<void> {
  const wanted = new Map<string, string>();
  for (const id of [...request.department, ...request.connectedDepartments]) wanted.set(id, 'DEPARTMENT');
  for (const id of request.systems) wanted.set(id, 'SYSTEM');
  for (const id of request.involvedRoles) wanted.set(id, 'ROLE');
  const typed = [
    ...request.department,
    ...request.connectedDepartments,
    ...request.systems,
    ...request.involvedRoles,
  ];
  if (typed.length === 0) return;
  const resources = await loadResources(clientId, [...wanted.keys()]);
  const typeOf = new Map(resources.map((r) => [r.id, r.type]));
  const expected = (id: string, type: string) => typeOf.get(id) === type;
  const ok =
    [...request.department, ...request.connectedDepartments].every((id) => expected(id, 'DEPARTMENT')) &&
    request.systems.every((id) => expected(id, 'SYSTEM')) &&
    request.involvedRoles.every((id) => expected(id, 'ROLE'));
  if (!ok) throw new RuleViolation(PROFILE_TEXTS.unknownResource);
}

async function attributesOf(clientId: number, request: ProfileRequest) {
  await checkResources(clientId, request);
  return {
    name: request.name,
    trigger: request.trigger,
    outcome: request.outcome,
    description: request.description,
    systems: request.systems,
    connectedDepartments: request.connectedDepartments,
    involvedRoles: request.involvedRoles,
    customFields: await checkedCustomFields(clientId, request.customFields),
  };
}

async function loadProfile(clientId: number, id: string): Promise<ProfileItem> {
  const profile = await loadProfileItem(clientId, id);
  if (!profile) throw new NotFound();
  return profile;
}

/** The client's profiles, newest first (one Query of the tenant partition). */
export async function listProfiles(caller: Identity): Promise<ProcessProfile[]> {
  const profiles = await listProfileItems(caller.clientId);
  return profiles.map(profileOf).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

export async function createProfile(caller: Identity, request: ProfileRequest): Promise<ProcessProfile> {
  const attributes = await attributesOf(caller.clientId, request);
  const department = request.department[0];
  const created = await createProfileItem({
    clientId: caller.clientId,
    id: randomUUID(),
    ...attributes,
    ...(department ? { departmentId: department } : {}),
    ...(request.processType ? { processType: request.processType } : {}),
    createdBy: caller.userId,
  });
  return profileOf(created);
}

/** Edits a profile's fields; its link to a model is kept (answered as connectedModelId). */
export async function updateProfile(caller: Identity, request: ProfileRequest): Promise<ProcessProfile> {
  if (!request.id) throw new NotFound();
  const attributes = await attributesOf(caller.clientId, request);
  const department = request.department[0];
  const removed = [
    ...(department ? [] : (['departmentId'] as const)),
    ...(request.processType ? [] : (['processType'] as const)),
  ];
  const written = await patchProfileIfExists(
    caller.clientId,
    request.id,
    {
      ...attributes,
      ...(department ? { departmentId: department } : {}),
      ...(request.processType ? { processType: request.processType } : {}),
    },
    [...removed],
  );
  if (!written) throw new NotFound();
  return profileOf(await loadProfile(caller.clientId, request.id));
}

/**
 * Links a model to a profile. A model has at most one profile and a profile at most one model:
 * the profile, the model and the profile's previous model change in one transaction whose
 * conditions are what was read (model without a profile or already of this one, the profile's
 * link unchanged), so two parallel links cannot give a model two profiles.
 */
export async function connectProfile(
  caller: Identity,
  profileId: string,
  uuid: string,
): Promise<ProcessProfile> {
  const { clientId } = caller;
  await visibleModel(caller, uuid);
  await withRetries(async () => {
    const profile = await loadProfile(clientId, profileId);
    const model = await loadModelItem(clientId, uuid);
    if (!model) throw new NotFound();
    if (model.characteristicId && model.characteristicId !== profileId)
      throw new Conflict(PROFILE_TEXTS.modelHasOtherProfile);
    const previous = profile.connectedModelId;
    if (previous === uuid && model.characteristicId === profileId) return true;
    const previousModel = previous && previous !== uuid ? await loadModelItem(clientId, previous) : undefined;
    const connected = await connectProfileToModel(clientId, profileId, uuid, {
      previous,
      modelLinked: Boolean(model.characteristicId),
      unlinkPrevious: previousModel !== undefined,
    });
    return connected ? true : RETRY;
  });
  return profileOf(await loadProfile(clientId, profileId));
}

/** Deletes a profile and, in the same transaction, its model's link to it. */
export async function deleteProfile(caller: Identity, id: string): Promise<void> {
  const { clientId } = caller;
  await withRetries(async () => {
    const profile = await loadProfileItem(clientId, id);
    if (!profile) throw new NotFound();
    const linked = profile.connectedModelId;
    const model = linked ? await loadModelItem(clientId, linked) : undefined;
    const deleted = await deleteProfileItem(clientId, id, linked, model?.characteristicId === id);
    return deleted ? true : RETRY;
  });
}
