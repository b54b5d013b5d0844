/**
 * A fleet vehicle's calendar: who may read it and who may mark a vehicle out of service, the month it shows, the
 * rules of an out-of-service period, and the words of the page. The browser and the server read the same rules.
 */
import { addMonths, endOfMonth, format, isValid, parse, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { loanDateMessages } from './loanDates';
import { can, type Role } from './roles';

/**
 * Who reads a vehicle's calendar and the free vehicles of a model: those who review loans (the backoffice view, the
 * managers) and those who manage the fleet.
 */
export const mayReadFleetCalendar = (role: Role) =>
  can(role, 'approveAsBackoffice') || can(role, 'approveAsManager') || can(role, 'manageFleet');

/** Who marks a vehicle out of service, and takes a mark back. */
export const mayManageDowntime = (role: Role) => can(role, 'manageFleet');

export const downtimeLimits = {
  reasonMin: 3,
  reasonMax: 200,
  /** A longer stop is a vehicle leaving the fleet, not an out-of-service period. */
  maxDays: 90,
} as const;

export const fleetCalendarMessages = {
  /** An approval that would lend a vehicle on a day it is out of service. */
  outOfService: 'Veículo fora de serviço no período.',
  reasonRequired: 'Informe o motivo (mínimo de 3 caracteres).',
  reasonTooLong: 'Motivo com mais de 200 caracteres.',
  periodTooLong: 'Período superior a 90 dias.',
  endBeforeStart: loanDateMessages.endBeforeStart,
  notADate: loanDateMessages.notADate,
  monthInvalid: 'Mês inválido.',
  vehicleNotFound: 'Veículo da frota não encontrado.',
  downtimeNotFound: 'Período fora de serviço não encontrado.',
} as const;

export interface DowntimeFields {
  startDate: string | null;
  endDate: string | null;
  reason: string;
}

export interface DowntimeProblem {
  field: 'startDate' | 'endDate' | 'reason';
  message: string;
}

/** An out-of-service period's rules, on ISO dates (null: not a date): both ends, in order, and a reason. */
export function checkDowntime({ startDate, endDate, reason }: DowntimeFields): DowntimeProblem | null {
  if (!startDate) return { field: 'startDate', message: fleetCalendarMessages.notADate };
  if (!endDate) return { field: 'endDate', message: fleetCalendarMessages.notADate };
  if (endDate < startDate) return { field: 'endDate', message: fleetCalendarMessages.endBeforeStart };
  const days = (parseISO(endDate).getTime() - parseISO(startDate).getTime()) / 86_400_000;
  if (days >= downtimeLimits.maxDays)
    return { field: 'endDate', message: fleetCalendarMessages.periodTooLong };
  const text = reason.trim();
  if (text.length < downtimeLimits.reasonMin)
    return { field: 'reason', message: fleetCalendarMessages.reasonRequired };
  if (text.length > downtimeLimits.reasonMax)
    return { field: 'reason', message: fleetCalendarMessages.reasonTooLong };
  return null;
}

/** 'yyyy-mm' -> its first and last day (ISO), or null when it is no month. */
export function monthRange(month: string): { first: string; last: string } | null {
  if (!/^\d{4}-\d{2}$/.test(month)) return null;
  const start = parse(`${month}-01`, 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (!isValid(start) || format(start, 'yyyy-MM') !== month) return null;
  return { first: format(start, 'yyyy-MM-dd'), last: format(endOfMonth(start), 'yyyy-MM-dd') };
}

/** The month of an ISO day ('2026-12-05' -> '2026-12'). */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `delta` months from `month`. */
export const shiftMonth = (month: string, delta: number) =>
  format(addMonths(parseISO(`${month}-01`), delta), 'yyyy-MM');

/** 'dezembro de 2026'. */
export const monthTitle = (month: string) =>
  format(parseISO(`${month}-01`), "MMMM 'de' yyyy", { locale: ptBR });

/** 'sábado, 5 de dezembro': a day of the phone's list, and each day's name for screen readers. */
export const dayTitle = (iso: string) => format(parseISO(iso), "EEEE, d 'de' MMMM", { locale: ptBR });

/** The week's columns, Sunday first as Brazilian calendars print them: short and whole names. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6].map((day) => {
  // 1 January 2023 was a Sunday.
  const date = new Date(2023, 0, 1 + day);
  return { short: format(date, 'EEE', { locale: ptBR }), long: format(date, 'EEEE', { locale: ptBR }) };
});

/** What a day of a vehicle's calendar holds, by kind. */
export type CalendarEntryKind = 'booking' | 'hold' | 'downtime';

export const fleetCalendarTexts = {
  title: 'Agenda do veículo',
  titleOf: (frota: string) => `Agenda do veículo ${frota}`,
  loanHome: 'Empréstimo de Veículos',
  forbidden: 'Você não tem permissão para ver a agenda da frota.',
  loading: 'Carregando agenda...',
  loadFailed: 'Não foi possível carregar a agenda do veículo.',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  monthNavigation: 'Meses',
  legend: 'Legenda',
  kinds: {
    booking: 'Reservado',
    hold: 'Em comodato',
    downtime: 'Fora de serviço',
  } satisfies Record<CalendarEntryKind, string>,
  freeDay: 'Livre',
  emptyMonth: 'Nenhuma reserva, comodato ou período fora de serviço neste mês.',
  requester: 'Solicitante',
  vehicleFacts: {
    model: 'Modelo',
    version: 'Versão',
    plate: 'Placa',
    color: 'Cor',
    location: 'Local',
  },
  // Out-of-service days
  downtimeHeading: 'Períodos fora de serviço',
  downtimeNone: 'Nenhum período fora de serviço neste mês.',
  downtimeAdd: 'Marcar fora de serviço',
  downtimeStart: 'Data início',
  downtimeEnd: 'Data fim',
  downtimeReason: 'Motivo',
  downtimeSave: 'Salvar período',
  downtimeSaved: 'Período fora de serviço registrado.',
  downtimeRemove: (period: string) => `Remover período ${period}`,
  downtimeRemoveLabel: 'Remover',
  downtimeRemoved: 'Período fora de serviço removido.',
  // Free vehicles of the model
  freeHeading: 'Veículos livres do modelo',
  freeIntro: 'Veja quais veículos deste modelo estão livres em um período (sem reserva nem parada).',
  freeSearch: 'Ver livres',
  freeNone: 'Nenhum veículo do modelo livre no período.',
  freeCalendar: (frota: string) => `Agenda de ${frota}`,
  saving: 'Salvando...',
  actionFailed: 'Não foi possível concluir a ação. Tente novamente.',
  connectionFailed: 'Sem resposta do servidor. Verifique a conexão e tente novamente.',
  removeConfirmTitle: 'Confirmação',
  removeConfirm: (period: string) => `Remover o período fora de serviço de ${period}?`,
  vehicleCalendarLink: (frota: string) => `Agenda de ${frota}`,
  vehicleCalendars: 'Agenda dos veículos',
  period: (from: string, to: string) => (from === to ? from : `${from} a ${to}`),
  opensInNewTab: '(abre em nova aba)',
} as const;
