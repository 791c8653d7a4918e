import { normalizeHexColor } from '@prozesspuls/shared/rules';
import type { ManagementKey } from '../locales/de';

/** New clients are black unless another colour is picked. */
export const NEW_CLIENT_COLOR = '#000000';

export interface ClientFormValues {
  readonly companyName: string;
  readonly shortName: string;
  readonly adminEmail: string;
  /** '#RRGGBB' from the colour picker. */
  readonly identityColor: string;
  /** The logo as data URL, or null. */
  readonly imageUrl: string | null;
}

export type ClientFormField = 'companyName' | 'shortName' | 'adminEmail';
export type ClientFormErrors = Partial<Record<ClientFormField, ManagementKey>>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  companyName: '',
  shortName: '',
  adminEmail: '',
  identityColor: NEW_CLIENT_COLOR,
  imageUrl: null,
};

/**
 * Name, Kürzel and Administrator-Email are required ('Muss ausgefüllt werden'); the e-mail pattern
 * rule exists in the spec but is not applied.
 */
export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const errors: { -readonly [K in ClientFormField]?: ManagementKey } = {};
  if (!values.companyName.trim()) errors.companyName = 'validation.required';
  if (!values.shortName.trim()) errors.shortName = 'validation.required';
  if (!values.adminEmail.trim()) errors.adminEmail = 'validation.required';
  return errors;
}

export function isClientFormValid(values: ClientFormValues): boolean {
  return Object.keys(validateClientForm(values)).length === 0;
}

export interface CreateClientPayload {
  readonly companyName: string;
  readonly shortName: string;
  readonly adminEmail: string;
  /** Hex without '#'. */
  readonly identityColor: string;
  readonly imageUrl?: string;
}

/** POST /client */
export function toCreateClientRequest(values: ClientFormValues): CreateClientPayload {
  return {
    companyName: values.companyName.trim(),
    shortName: values.shortName.trim(),
    adminEmail: values.adminEmail.trim().toLowerCase(),
    identityColor: normalizeHexColor(values.identityColor) ?? NEW_CLIENT_COLOR.slice(1),
    ...(values.imageUrl ? { imageUrl: values.imageUrl } : {}),
  };
}

/** The swatch colour of a client: its identity colour, white when none is set. */
export function clientSwatchColor(identityColor: string | null | undefined): string {
  return `#${normalizeHexColor(identityColor) ?? 'FFFFFF'}`;
}
