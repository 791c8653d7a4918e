import { describe, expect, it } from 'vitest';
import { participationToken } from './path';

const TOKEN = 'Zk3_v-9QeP1xL0aB7cD2eF4gH6iJ8kL0mN2oP4qR6sT';

describe('participationToken', () => {
  it('hands malformed tokens to the page too, which calls the link unknown', () => {
    expect(participationToken('/teilnahme/short')).toBe('short');
    expect(participationToken('/teilnahme/a%20b')).toBeNull();
  });

  it('reads the token of /teilnahme/{token}, with or without a trailing slash', () => {
    expect(participationToken(`/teilnahme/${TOKEN}`)).toBe(TOKEN);
    expect(participationToken(`/teilnahme/${TOKEN}/`)).toBe(TOKEN);
  });

  it('leaves every other path to the app', () => {
    expect(participationToken('/menu')).toBeNull();
    expect(participationToken('/teilnahme/')).toBeNull();
    expect(participationToken(`/teilnahme/${TOKEN}/extra`)).toBeNull();
    expect(participationToken(`/x/teilnahme/${TOKEN}`)).toBeNull();
  });
});
