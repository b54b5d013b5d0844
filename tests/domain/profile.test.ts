import { describe, expect, it } from 'vitest';
import { brazilPlaceCheck } from '../../src/domain/brazilPlaces';
import { checkProfile, isProfileComplete, midiaTypes, type ProfileForm } from '../../src/domain/profile';

/** A profile that passes every rule; each test breaks what it is about. */
const valid: ProfileForm = {
  name: 'Ana Souza',
  email: 'ana@imprensa.test',
  rg: '12.345.678-9',
  cpf: '529.982.247-25',
  address: 'Rua das Flores, 100',
  country: 'Brasil',
  state: 'MG',
  city: 'Belo Horizonte',
  phone1: '(31) 9 8765-4321',
  phone2: '',
  phone3: '',
  midiaName: 'Portal Motor',
  midiaType: 'Site',
  isNewsletterAccepted: false,
};

const press = { role: 10, places: brazilPlaceCheck };
const check = (changes: Partial<ProfileForm>, options: Parameters<typeof checkProfile>[1] = press) =>
  checkProfile({ ...valid, ...changes }, options);
const over = (label: string) => `Excedeu o limite máximo de caracteres do campo ${label}!`;

describe('checkProfile (spec section 5, registration form)', () => {
  it('accepts a complete profile', () => {
    expect(check({})).toBeNull();
  });

  it('checks each rule with its exact message', () => {
    const cases: [Partial<ProfileForm>, string, string][] = [
      [{ name: 'a'.repeat(81) }, 'name', over('Nome')],
      [{ name: '' }, 'name', 'Nome obrigatório!'],
      [{ name: 'Al' }, 'name', 'Nome obrigatório!'],
      [{ midiaType: '' }, 'midiaType', 'Tipo da mídia é obrigatório!'],
      [{ midiaName: 'm'.repeat(81) }, 'midiaName', over('Nome da mídia')],
      [{ midiaName: 'TV' }, 'midiaName', 'Nome da mídia é obrigatório!'],
      [{ rg: '1'.repeat(21) }, 'rg', over('RG')],
      [{ address: 'r'.repeat(81) }, 'address', over('Endereço')],
      [{ address: '  ' }, 'address', 'Endereço é obrigatório!'],
      [{ country: '' }, 'country', 'País é obrigatório!'],
      [{ state: '' }, 'state', 'Estado é obrigatório!'],
      [{ city: '' }, 'city', 'Cidade é obrigatório!'],
      [{ phone1: '1'.repeat(21) }, 'phone1', over('Telefone 1')],
      [{ phone1: '' }, 'phone1', 'telefone primário é obrigatório!'],
      [{ phone2: '2'.repeat(21) }, 'phone2', over('Telefone 2')],
      [{ phone3: '3'.repeat(21) }, 'phone3', over('Telefone 3')],
    ];
    for (const [changes, field, message] of cases) {
      expect(check(changes), JSON.stringify(changes)).toEqual({ field, message });
    }
  });

  it("reports the first broken rule in the spec's order", () => {
    // Each pair breaks two rules; the earlier one in section 5 wins.
    expect(check({ name: '', midiaType: '' })).toEqual({ field: 'name', message: 'Nome obrigatório!' });
    expect(check({ name: 'n'.repeat(81), midiaType: '' })?.message).toBe(over('Nome'));
    expect(check({ midiaType: '', midiaName: '' })?.field).toBe('midiaType');
    expect(check({ midiaName: '', rg: '1'.repeat(21) })?.field).toBe('midiaName');
    expect(check({ rg: '1'.repeat(21), address: '' })?.field).toBe('rg');
    expect(check({ address: '', country: '' })?.field).toBe('address');
    expect(check({ country: '', phone1: '' })?.field).toBe('country');
    expect(check({ state: '', city: '' })?.field).toBe('state');
    expect(check({ city: '', phone1: '' })?.field).toBe('city');
    expect(check({ phone1: '', phone2: '2'.repeat(21) })?.field).toBe('phone1');
    expect(check({ phone2: '2'.repeat(21), phone3: '3'.repeat(21) })?.field).toBe('phone2');
  });

  it('counts text without its surrounding spaces', () => {
    expect(check({ name: `  ${'a'.repeat(80)}  ` })).toBeNull();
    expect(check({ name: '  Al  ' })?.message).toBe('Nome obrigatório!');
  });

  it('takes only the six media types', () => {
    expect(midiaTypes).toEqual(['Rádio', 'TV', 'Jornal', 'Influencer', 'Site', 'Bloggeiro']);
    for (const midiaType of midiaTypes) expect(check({ midiaType })).toBeNull();
    expect(check({ midiaType: 'Revista' as ProfileForm['midiaType'] })).toEqual({
      field: 'midiaType',
      message: 'Tipo da mídia é obrigatório!',
    });
  });

  it('asks an external user for RG and a valid CPF', () => {
    expect(check({ rg: '' })).toEqual({ field: 'rg', message: 'RG é obrigatório!' });
    expect(check({ cpf: '' })).toEqual({ field: 'cpf', message: 'CPF é obrigatório!' });
    expect(check({ cpf: '529.982.247-24' })).toEqual({ field: 'cpf', message: 'CPF inválido!' });
    expect(check({ cpf: '111.111.111-11' })?.message).toBe('CPF inválido!');
    expect(check({ cpf: '52998224725' })).toBeNull();
  });

  it('lets an internal user (role below 10) go without RG and CPF, but not with a wrong CPF', () => {
    for (const role of [0, 1, 5, 9]) {
      expect(check({ rg: '', cpf: '' }, { role, places: brazilPlaceCheck })).toBeNull();
    }
    expect(check({ cpf: '123.456.789-00' }, { role: 5 })?.message).toBe('CPF inválido!');
    expect(check({ rg: '' }, { role: 10 })?.message).toBe('RG é obrigatório!');
  });

  it('checks a Brazilian state and city against the IBGE list', () => {
    expect(check({ state: 'XX' })).toEqual({ field: 'state', message: 'Estado é obrigatório!' });
    expect(check({ state: 'SP', city: 'Belo Horizonte' })).toEqual({
      field: 'city',
      message: 'Cidade é obrigatório!',
    });
    expect(check({ state: 'SP', city: 'São Paulo' })).toBeNull();
    // Without the list (a caller that has not loaded it) only presence is checked.
    expect(check({ state: 'XX', city: 'Qualquer' }, { role: 10 })).toBeNull();
  });

  it('takes any state and city as free text when the country is Outros', () => {
    expect(check({ country: 'Outros', state: 'Buenos Aires', city: 'La Plata' })).toBeNull();
    expect(check({ country: 'Outros', state: '', city: 'La Plata' })?.message).toBe('Estado é obrigatório!');
    expect(check({ country: 'Outros', state: 'Buenos Aires', city: '' })?.message).toBe(
      'Cidade é obrigatório!',
    );
    expect(check({ country: 'Outros', state: 'e'.repeat(81) })?.message).toBe(over('Estado'));
  });

  it('takes only Brasil or Outros as the country', () => {
    expect(check({ country: 'Argentina' as ProfileForm['country'] })).toEqual({
      field: 'country',
      message: 'País é obrigatório!',
    });
  });
});

describe('isProfileComplete (spec section 4)', () => {
  it('lets internal users through whatever they have', () => {
    expect(isProfileComplete({ role: 9 })).toBe(true);
    expect(isProfileComplete({ role: 1, email: '', rg: '', cpf: '' })).toBe(true);
  });

  it('asks anyone else for e-mail, RG and CPF', () => {
    const user = { role: 10, email: 'ana@imprensa.test', rg: '12.345.678-9', cpf: '529.982.247-25' };
    expect(isProfileComplete(user)).toBe(true);
    expect(isProfileComplete({ ...user, email: '' })).toBe(false);
    expect(isProfileComplete({ ...user, rg: '  ' })).toBe(false);
    expect(isProfileComplete({ ...user, cpf: undefined })).toBe(false);
    expect(isProfileComplete({ role: 10 })).toBe(false);
  });
});
