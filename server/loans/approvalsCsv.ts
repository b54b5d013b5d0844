/**
 * The approvals queue as a CSV file (`GET lendingcontract/approvals.csv`), for the backoffice's spreadsheets: what
 * the filters show, every page, up to approvalFilterLimits.exportMaxRows rows. Written for Excel in Brazil: UTF-8
 * with a BOM (without it Excel reads the accents as Latin-1), `;` between fields (the Brazilian locale's list
 * separator, since the comma is its decimal one: a `,` file opens as one column), CRLF lines, dates dd/mm/yyyy,
 * statuses in words. Quoting is csv-stringify's (a field with `;`, a quote or a line break is quoted, quotes
 * doubled); a field that would start a formula (=, +, -, @) is prefixed with an apostrophe, so a name typed as a
 * formula stays text when the file is opened.
 */
import { stringify } from 'csv-stringify/sync';
import { isoToBrazilianDate } from '../../src/domain/approvalFilters';
import { brazilDayOf, todayInBrazil } from '../../src/domain/brazilTime';
import { isLoanStatus, statusLabelFor } from '../../src/domain/loanStatus';
import type { Role } from '../../src/domain/roles';
import type { QueueRow } from './approvalList';
import { loanNumber } from './loanShape';

export const approvalsCsvColumns = [
  'Número',
  'Status',
  'Início',
  'Fim',
  'Solicitante',
  'Mídia',
  'Condutor',
  'Modelo (1ª opção)',
  'Veículo',
  'Frota',
  'Placa',
  'Tier',
  'Criado em',
  'Pauta',
] as const;

const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function approvalsCsv(rows: QueueRow[], viewerRole: Role): string {
  const records = rows.map((row) => {
    const tier = row.clientTier ?? row.userTier;
    return [
      loanNumber(row.id),
      isLoanStatus(row.status) ? statusLabelFor(row.status, viewerRole) : String(row.status),
      isoToBrazilianDate(row.startDate),
      isoToBrazilianDate(row.endDate),
      asText(row.userName),
      asText(row.midiaName),
      asText(row.driverName),
      row.option1Title,
      row.vehicleTitle ?? '',
      row.frota ?? '',
      row.placa ?? '',
      tier ? `Tier ${tier}` : '',
      brazilDayOf(row.createdAt),
      asText(row.description),
    ];
  });
  return stringify([[...approvalsCsvColumns], ...records], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}

/** 'aprovacoes-2026-11-27.csv': the day it was taken, in Brazil. */
export const approvalsCsvFileName = (now: Date) => `aprovacoes-${todayInBrazil(now)}.csv`;
