/**
 * Spec sheets ("fichas técnicas") of some versions: a PDF file each in the media storage (`documents/`), offered in
 * the version's PDF row as `pdfMedia`. The figures repeat those of the versions' texts (cars/models.ts).
 */
import { seedCars } from './cars/allCars';

export interface SeedSpecSheet {
  /** The version's key ('tcross-urbano'). */
  version: string;
  /** Label and value, in the order printed. */
  specs: [string, string][];
}

export const specSheetFolder = 'documents';

export const specSheetFileName = (sheet: SeedSpecSheet) => `ficha-tecnica-${sheet.version}.pdf`;

/** What `car_versions.pdf_file` holds: the file's place in the media storage. */
export const specSheetStoredPath = (sheet: SeedSpecSheet) => `${specSheetFolder}/${specSheetFileName(sheet)}`;

export const seedSpecSheets: SeedSpecSheet[] = [
  {
    version: 'tcross-urbano',
    specs: [
      ['Motor', '1.0 TurboFlex, três cilindros, injeção direta'],
      ['Potência', '128 cv (etanol) / 116 cv (gasolina)'],
      ['Torque', '20,4 kgfm'],
      ['Câmbio', 'Automático de seis marchas'],
      ['Tração', 'Dianteira'],
      ['Consumo urbano (gasolina, Inmetro)', '12,1 km/l'],
      ['Porta-malas', '420 litros'],
      ['Rodas', 'Liga leve, 16 polegadas'],
    ],
  },
  {
    version: 'tcross-prestige',
    specs: [
      ['Motor', '1.4 TurboFlex, quatro cilindros, injeção direta'],
      ['Potência', '150 cv (etanol e gasolina)'],
      ['Torque', '25,5 kgfm'],
      ['Câmbio', 'Automático de seis marchas'],
      ['Aceleração de 0 a 100 km/h', '8,9 segundos'],
      ['Porta-malas', '420 litros'],
      ['Rodas', 'Liga leve, 17 polegadas'],
    ],
  },
  {
    version: 'vento-gts',
    specs: [
      ['Motor', '2.0 TurboFlex, quatro cilindros, injeção direta'],
      ['Potência', '220 cv'],
      ['Torque', '35,7 kgfm'],
      ['Câmbio', 'Dupla embreagem de sete marchas, com borboletas no volante'],
      ['Aceleração de 0 a 100 km/h', '6,8 segundos'],
      ['Velocidade máxima', '240 km/h (limitada)'],
      ['Porta-malas', '510 litros'],
    ],
  },
  {
    version: 'serra-cd',
    specs: [
      ['Motor', '2.0 turbodiesel, quatro cilindros'],
      ['Potência', '190 cv'],
      ['Torque', '47,9 kgfm'],
      ['Câmbio', 'Automático de oito marchas'],
      ['Tração', '4x4 com reduzida'],
      ['Capacidade de carga', '1.080 kg'],
      ['Capacidade de reboque', '3.500 kg'],
      ['Caçamba', '1.280 litros'],
    ],
  },
  {
    version: 'ipe-standard',
    specs: [
      ['Motor', 'Elétrico síncrono, tração dianteira'],
      ['Potência', '110 kW (150 cv)'],
      ['Torque', '31,6 kgfm'],
      ['Bateria', '52 kWh'],
      ['Autonomia (Inmetro)', '320 km'],
      ['Recarga rápida (CC)', 'Até 100 kW'],
      ['Recarga em corrente alternada', 'Wallbox de 7,4 kW incluso'],
    ],
  },
  {
    version: 'ipe-long-range',
    specs: [
      ['Motor', 'Elétrico síncrono, tração dianteira'],
      ['Potência', '150 kW (204 cv)'],
      ['Bateria', '77 kWh'],
      ['Autonomia (Inmetro)', '440 km'],
      ['Recarga rápida (CC)', 'Até 135 kW; de 10% a 80% em cerca de 30 minutos'],
      ['Aceleração de 0 a 100 km/h', '7,3 segundos'],
      ['Garantia da bateria', 'Oito anos ou 160 mil quilômetros'],
    ],
  },
];

/** The version's and its car's titles, from the car content: the sheet's heading. */
export function specSheetTitles(sheet: SeedSpecSheet): { car: string; version: string } {
  for (const car of seedCars) {
    const version = car.versions.find((candidate) => candidate.key === sheet.version);
    if (version) return { car: car.title, version: version.title };
  }
  throw new Error(`Spec sheet of unknown version '${sheet.version}'`);
}
