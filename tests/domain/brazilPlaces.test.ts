import { describe, expect, it } from 'vitest';
import { brazilPlaceCheck, brazilStates, citiesOf } from '../../src/domain/brazilPlaces';

describe('the Brazilian states and municipalities (IBGE)', () => {
  it('lists the 27 federative units, each once', () => {
    expect(brazilStates).toHaveLength(27);
    expect(new Set(brazilStates.map((state) => state.sigla)).size).toBe(27);
    expect(brazilStates).toContainEqual({ sigla: 'SP', nome: 'São Paulo' });
    expect(brazilStates).toContainEqual({ sigla: 'DF', nome: 'Distrito Federal' });
  });

  it('gives each state its municipalities, 5,570 in all', () => {
    expect(citiesOf('SP')).toContain('São Paulo');
    expect(citiesOf('SP')).toHaveLength(645);
    expect(citiesOf('MG')).toContain('Belo Horizonte');
    expect(citiesOf('DF')).toContain('Brasília');
    const total = brazilStates.reduce((sum, state) => sum + citiesOf(state.sigla).length, 0);
    expect(total).toBe(5570);
  });

  it('answers no cities for an unknown sigla', () => {
    expect(citiesOf('XX')).toEqual([]);
    expect(citiesOf('')).toEqual([]);
  });

  it('checks a state and a city of that state', () => {
    expect(brazilPlaceCheck('SP', 'Campinas')).toEqual({ stateKnown: true, cityKnown: true });
    expect(brazilPlaceCheck('RJ', 'Campinas')).toEqual({ stateKnown: true, cityKnown: false });
    expect(brazilPlaceCheck('São Paulo', 'São Paulo')).toEqual({ stateKnown: false, cityKnown: false });
  });
});

describe('the municipalities file', () => {
  it('is exactly what scripts/brazilMunicipalities.ts makes from the IBGE list (never edited by hand)', async () => {
    const { municipalitiesFromIbge, municipalitiesFile, readIbgeList } =
      await import('../../scripts/brazilMunicipalities');
    const { readFileSync } = await import('node:fs');
    expect(JSON.parse(readFileSync(municipalitiesFile, 'utf8'))).toEqual(
      municipalitiesFromIbge(readIbgeList()),
    );
  });

  it('has the municipalities created in 2013 and current names', () => {
    expect(citiesOf('PA')).toContain('Mojuí dos Campos');
    expect(citiesOf('SC')).toContain('Balneário Rincão');
    expect(citiesOf('RJ')).toContain('Paraty');
    expect(citiesOf('DF')).toEqual(['Brasília']);
  });
});
