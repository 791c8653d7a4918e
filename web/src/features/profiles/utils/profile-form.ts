import type { ProcessProfile, ProcessType, ProfileField } from '@prozesspuls/shared';
import {
  type CountedProfile,
  fieldValueError,
  fieldValueOf,
  profileCompleteness,
} from '@prozesspuls/shared/rules';

/** What the profile dialog edits: the profile's own fields and the values of the custom fields. */
export interface ProfileForm extends CountedProfile {
  readonly id?: string;
  readonly department: string[];
  readonly systems: string[];
  readonly connectedDepartments: string[];
  readonly involvedRoles: string[];
  readonly processType: ProcessType | null;
  readonly customFields: { customFieldId: string; fieldValue: string }[];
}

/** The default value of a custom field (a text holding `{ type, value }`), or ''. */
export function defaultValueOf(field: ProfileField): string {
  if (!field.defaultValue) return '';
  try {
    const parsed: unknown = JSON.parse(field.defaultValue);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) {
      const { value } = parsed;
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  } catch {
    // A plain text default: used as it is.
  }
  return field.defaultValue;
}

/** A new profile (with the custom fields' defaults) or the given one, as the dialog edits it. */
export function profileForm(
  fields: readonly ProfileField[],
  profile?: ProcessProfile,
  name = '',
): ProfileForm {
  return {
    ...(profile ? { id: profile.id } : {}),
    name: profile?.name ?? name,
    trigger: profile?.trigger ?? '',
    outcome: profile?.outcome ?? '',
    description: profile?.description ?? '',
    department: [...(profile?.department ?? [])],
    systems: [...(profile?.systems ?? [])],
    connectedDepartments: [...(profile?.connectedDepartments ?? [])],
    involvedRoles: [...(profile?.involvedRoles ?? [])],
    processType: profile?.processType ?? null,
    customFields: fields.map((field) => ({
      customFieldId: field.id,
      fieldValue: profile ? fieldValueOf(profile.customFields, field.id) : defaultValueOf(field),
    })),
  };
}

export function withFieldValue(form: ProfileForm, customFieldId: string, fieldValue: string): ProfileForm {
  return {
    ...form,
    customFields: form.customFields.map((f) =>
      f.customFieldId === customFieldId ? { ...f, fieldValue } : f,
    ),
  };
}

/** 'Ausgefüllt X von Y' and whether save is allowed (every field filled and valid). */
export function formState(form: ProfileForm, fields: readonly ProfileField[]) {
  const { filled, total } = profileCompleteness(form, fields);
  return { filled, total, complete: filled === total };
}

export const customFieldError = (field: ProfileField, form: ProfileForm): string | null =>
  fieldValueError(field, fieldValueOf(form.customFields, field.id));

/** The request body: only custom fields with a value are sent. */
export function profileInput(form: ProfileForm) {
  return {
    ...form,
    customFields: form.customFields.filter((f) => f.fieldValue.trim() !== ''),
  };
}
