import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import {
  type ClientFormValues,
  clientSwatchColor,
  EMPTY_CLIENT_FORM,
  isClientFormValid,
  toCreateClientRequest,
  validateClientForm,
} from './client-form';

const valid: ClientFormValues = {
  ...EMPTY_CLIENT_FORM,
  companyName: 'Neu KG',
  shortName: 'NEU',
  adminEmail: 'chef@neu.local',
};

describe('validateClientForm', () => {
  it("requires name, Kürzel and Administrator-Email: 'Muss ausgefüllt werden'", () => {
    const errors = validateClientForm(EMPTY_CLIENT_FORM);
    expect(
      Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key && managementText(key)])),
    ).toEqual({
      companyName: 'Muss ausgefüllt werden',
      shortName: 'Muss ausgefüllt werden',
      adminEmail: 'Muss ausgefüllt werden',
    });
    expect(validateClientForm({ ...valid, companyName: '  ' })).toEqual({
      companyName: 'validation.required',
    });
  });

  it("does not apply the e-mail pattern rule ('Ungültige E-Mail-Adresse.')", () => {
    expect(isClientFormValid({ ...valid, adminEmail: 'chef' })).toBe(true);
  });

  it('needs neither logo nor colour', () => {
    expect(isClientFormValid(valid)).toBe(true);
  });
});

describe('toCreateClientRequest', () => {
  it('sends black without # by default and no logo when none was chosen', () => {
    expect(
      toCreateClientRequest({ ...valid, companyName: ' Neu KG ', adminEmail: 'Chef@Neu.local' }),
    ).toEqual({
      companyName: 'Neu KG',
      shortName: 'NEU',
      adminEmail: 'chef@neu.local',
      identityColor: '000000',
    });
  });

  it('sends the picked colour and the logo', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(toCreateClientRequest({ ...valid, identityColor: '#3f51b5', imageUrl: logo })).toMatchObject({
      identityColor: '3F51B5',
      imageUrl: logo,
    });
  });
});

describe('clientSwatchColor', () => {
  it('shows the identity colour, white when none is set', () => {
    expect(clientSwatchColor('3F51B5')).toBe('#3F51B5');
    expect(clientSwatchColor(null)).toBe('#FFFFFF');
    expect(clientSwatchColor('')).toBe('#FFFFFF');
  });
});
