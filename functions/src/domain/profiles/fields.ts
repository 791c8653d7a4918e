import { randomUUID } from 'node:crypto';
import {
  PROFILE_FIELD_TYPES,
  PROFILE_VALUE_TYPES,
  type ProfileField,
  type ProfileFieldType,
  type ProfileValueType,
  type profileFieldRequest,
} from '@prozesspuls/shared';
import type * as z from 'zod/mini';
import {
  createProfileField,
  listProfileFieldItems,
  type ProfileFieldItem,
} from '../../data/repositories/profiles.js';
import type { Identity } from '../identity.js';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.find((v) => v === value) ?? null;

function fieldOf(item: ProfileFieldItem): ProfileField {
  return {
    id: item.id,
    fieldId: item.fieldId,
    name: item.name,
    fieldType: oneOf<ProfileFieldType>(PROFILE_FIELD_TYPES, item.fieldType) ?? 'SELECT',
    options: item.options ?? [],
    minValue: item.minValue ?? null,
    maxValue: item.maxValue ?? null,
    valueType: oneOf<ProfileValueType>(PROFILE_VALUE_TYPES, item.valueType),
    defaultValue: item.defaultValue ?? null,
    canFilter: item.canFilter ?? false,
    isDiagram: item.isDiagram ?? false,
  };
}

/** The client's custom profile fields in the order they were defined (one Query). */
export async function listProfileFields(clientId: number): Promise<ProfileField[]> {
  const fields = await listProfileFieldItems(clientId);
  return fields.map(fieldOf).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** `fieldId` is a readable key (e.g. prozessart); derived from the name when not given. */
function fieldKeyOf(requested: string | undefined, name: string): string {
  const base = (requested || name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 64);
  return base || 'feld';
}

export async function addProfileField(
  caller: Identity,
  request: z.output<typeof profileFieldRequest>,
): Promise<ProfileField> {
  const isNumber = request.fieldType === 'NUMBER';
  const item = {
    clientId: caller.clientId,
    id: randomUUID(),
    fieldId: fieldKeyOf(request.fieldId, request.name),
    name: request.name,
    fieldType: request.fieldType,
    options: isNumber ? [] : request.options,
    ...(isNumber && request.minValue !== null ? { minValue: request.minValue } : {}),
    ...(isNumber && request.maxValue !== null ? { maxValue: request.maxValue } : {}),
    ...(isNumber && request.valueType ? { valueType: request.valueType } : {}),
    ...(request.defaultValue ? { defaultValue: request.defaultValue } : {}),
    canFilter: request.canFilter,
    isDiagram: request.isDiagram,
  };
  return fieldOf(await createProfileField(item));
}
