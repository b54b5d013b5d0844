/**
 * Brazil's 27 states and their 5,570 municipalities (IBGE's list, made into brazilMunicipalities.json by
 * scripts/brazilMunicipalities.ts), as the States list of spec section 3: sigla, nome, cidades. About 29 KB
 * compressed: the app imports this module only from the /registry page's chunk, and the server uses it to check a
 * profile's state and city.
 */
import municipalities from './brazilMunicipalities.json';
import type { PlaceCheck } from './profile';

export interface BrazilState {
  sigla: string;
  nome: string;
}

export const brazilStates: readonly BrazilState[] = [
  { sigla: 'AC', nome: 'Acre' },
  { sigla: 'AL', nome: 'Alagoas' },
  { sigla: 'AP', nome: 'Amapá' },
  { sigla: 'AM', nome: 'Amazonas' },
  { sigla: 'BA', nome: 'Bahia' },
  { sigla: 'CE', nome: 'Ceará' },
  { sigla: 'DF', nome: 'Distrito Federal' },
  { sigla: 'ES', nome: 'Espírito Santo' },
  { sigla: 'GO', nome: 'Goiás' },
  { sigla: 'MA', nome: 'Maranhão' },
  { sigla: 'MT', nome: 'Mato Grosso' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { sigla: 'MG', nome: 'Minas Gerais' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PB', nome: 'Paraíba' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'PE', nome: 'Pernambuco' },
  { sigla: 'PI', nome: 'Piauí' },
  { sigla: 'RJ', nome: 'Rio de Janeiro' },
  { sigla: 'RN', nome: 'Rio Grande do Norte' },
  { sigla: 'RS', nome: 'Rio Grande do Sul' },
  { sigla: 'RO', nome: 'Rondônia' },
  { sigla: 'RR', nome: 'Roraima' },
  { sigla: 'SC', nome: 'Santa Catarina' },
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'SE', nome: 'Sergipe' },
  { sigla: 'TO', nome: 'Tocantins' },
];

const knownSiglas = new Set(brazilStates.map((state) => state.sigla));

/** The municipalities of a state, in alphabetical order; [] for an unknown sigla. */
export function citiesOf(sigla: string): readonly string[] {
  return knownSiglas.has(sigla) ? ((municipalities as Record<string, string[]>)[sigla] ?? []) : [];
}

/** The check `checkProfile` takes for a Brazilian address. */
export const brazilPlaceCheck: PlaceCheck = (state, city) => ({
  stateKnown: knownSiglas.has(state),
  cityKnown: citiesOf(state).includes(city),
});
