/** A legal text, kept as data so its wording can change without touching the page that shows it. */
import type { LegalPageSlug } from '../../../domain/legalPages';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Items shown as a bulleted list after the paragraphs. */
  list?: string[];
}

export interface LegalText {
  slug: LegalPageSlug;
  title: string;
  /** One line for the index of the legal pages. */
  summary: string;
  /** As printed under the title: 'Atualizado em 18/03/2019'. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

/** Who publishes the site: every text names the same company. */
export const publisher = {
  name: 'Aurora Veículos do Brasil Ltda.',
  shortName: 'Aurora Veículos do Brasil',
  address: 'Avenida das Indústrias, 1500, Distrito Industrial, São Bernardo do Campo (SP), CEP 09800-000',
  cnpj: '12.345.678/0001-90',
  pressEmail: 'imprensa@aurora-veiculos.com.br',
  privacyEmail: 'privacidade@aurora-veiculos.com.br',
  phone: '0800 000 2027',
} as const;
