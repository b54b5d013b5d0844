/**
 * Shorter versions of some text blocks, for tablets (`textMed`) and phones (`textLow`). Each names its block by the
 * block's full text, exactly as the demo content wrote it.
 */
import { paragraphs } from './html';

export interface SeedShortText {
  text: string;
  textMed: string;
  textLow: string;
}

export const seedShortTexts: SeedShortText[] = [
  {
    text: paragraphs(
      'O T-Cross é produzido no Complexo Industrial de Sorocaba sobre a plataforma modular MQA, com índice de nacionalização superior a 80%.',
    ),
    textMed: paragraphs('Produzido em Sorocaba sobre a plataforma MQA, com mais de 80% de peças nacionais.'),
    textLow: paragraphs('Feito em Sorocaba, mais de 80% nacional.'),
  },
  {
    text: paragraphs(
      '<strong>3</strong> unidades industriais, <strong>11 mil</strong> empregados e <strong>420</strong> concessionárias.',
    ),
    textMed: paragraphs(
      '<strong>3</strong> fábricas, <strong>11 mil</strong> empregados, <strong>420</strong> lojas.',
    ),
    textLow: paragraphs('<strong>3</strong> fábricas, <strong>420</strong> lojas.'),
  },
  {
    text: paragraphs(
      '1961: primeiro Sabiá. 1979: Jangada. 1983: linha a álcool. 2019: fábrica de Pinhais. Hoje: Ipê EV.',
    ),
    textMed: paragraphs('1961: Sabiá. 1983: álcool. 2019: Pinhais. Hoje: Ipê EV.'),
    textLow: paragraphs('De 1961 ao Ipê EV.'),
  },
  {
    text: paragraphs(
      'Inaugurada em 1998, recebeu novos investimentos para a produção dos motores híbridos a etanol.',
    ),
    textMed: paragraphs('Desde 1998; agora também produz motores híbridos a etanol.'),
    textLow: paragraphs('Motores híbridos a etanol.'),
  },
  {
    text: paragraphs('Disponível nas cores Vermelho Sunset, Cinza Platina, Branco Cristal e Azul Noturno.'),
    textMed: paragraphs('Quatro cores, do Vermelho Sunset ao Azul Noturno.'),
    textLow: paragraphs('Quatro cores.'),
  },
  {
    text: paragraphs('A bateria tem garantia de oito anos ou 160 mil quilômetros.'),
    textMed: paragraphs('Bateria com garantia de oito anos ou 160 mil km.'),
    textLow: paragraphs('Bateria: oito anos de garantia.'),
  },
];
