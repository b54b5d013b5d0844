/**
 * The words of 'Minhas solicitações'. The statuses are src/domain/loanStatus.ts's, the history's steps
 * src/domain/loanHistory.ts's, the cancellation's confirmation the spec's (handoverTexts).
 */
export const myLoansTexts = {
  title: 'Minhas solicitações',
  lead: 'Todas as suas solicitações de empréstimo de veículo, da mais recente à mais antiga, com cada etapa.',
  listLabel: 'Suas solicitações',
  empty: 'Você ainda não fez nenhuma solicitação de empréstimo de veículo.',
  requestNow: 'Solicitar Empréstimo de Veículo',
  status: 'Status',
  models: 'Modelos',
  modelsOf: (first: string, second: string) => `1ª opção: ${first} · 2ª opção: ${second}`,
  vehicle: 'Veículo',
  vehicleOf: (model: string, version: string) => (version ? `${model}, versão ${version}` : model),
  vehicleDetails: (color: string, placa: string, frota: string) =>
    `Cor ${color} · Placa ${placa} · Frota ${frota}`,
  identification: 'Identificação',
  location: 'Local de retirada',
  period: 'Período',
  periodOf: (from: string, to: string) => `${from} a ${to}`,
  driver: 'Condutor',
  requester: 'Solicitante',
  description: 'Pauta',
  lastMessage: 'Última mensagem',
  requestedOn: (day: string) => `Solicitada em ${day}`,
  /** On a loan someone else asked for, with the viewer as its driver. */
  asDriver: (requester: string) => `Você é o condutor desta solicitação de ${requester}.`,
  history: 'Histórico',
  historyOf: (count: number) => `Histórico (${count} ${count === 1 ? 'etapa' : 'etapas'})`,
  cancel: 'Cancelar solicitação',
  cancelled: (number: string) => `Solicitação ${number} cancelada.`,
} as const;
