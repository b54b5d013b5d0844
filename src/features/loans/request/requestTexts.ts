/**
 * The wizard's own words. The spec's messages (the CNH picture, 'Agente não encontrado', the submit's outcome) are
 * src/domain/loanRequest.ts's and src/domain/loanDates.ts's; these are the labels and the words the spec leaves open.
 */
/** 'RG', 'RG e CPF', 'E-mail, RG e CPF'. */
const listInWords = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? '');

export const requestTexts = {
  title: 'Solicitar Empréstimo de Veículo',
  loanHome: 'Empréstimo de Veículos',
  steps: ['Dados do condutor', 'Opções de veículo', 'Período e pauta'],
  stepOf: (step: number, total: number) => `Etapa ${step} de ${total}`,
  next: 'Prosseguir',
  send: 'Enviar',
  back: 'Voltar',
  sending: 'Enviando…',
  stepIncomplete: 'Preencha os campos desta etapa para prosseguir.',
  loading: 'Carregando…',
  // Step 1
  driverLegend: 'Quem vai dirigir?',
  me: 'Eu',
  other: 'Outro condutor',
  name: 'Nome',
  cpf: 'CPF',
  rg: 'RG',
  cnh: 'CNH',
  cnhHint: 'Os 11 dígitos do registro da CNH.',
  updateProfile: 'Atualizar meu cadastro',
  lookingUp: 'Buscando condutor…',
  lookupFailed: 'Não foi possível consultar o condutor. Tente novamente.',
  /** Said once a lookup fills Nome, RG and CNH (a driver not found opens 'Agente não encontrado', which is read). */
  driverFound: (name: string) => `Condutor encontrado: ${name}.`,
  cnhPicture: 'Imagem da CNH',
  cnhPictureOnRecord: 'Imagem da CNH já cadastrada.',
  cnhPictureSent: (fileName: string) => `Imagem enviada: ${fileName}`,
  uploading: 'Enviando imagem',
  uploadFailed: 'Não foi possível enviar a imagem da CNH. Tente novamente.',
  uploadTimedOut:
    'O envio da imagem não terminou em 7 segundos ou a conexão caiu. Verifique a conexão e tente novamente.',
  retryUpload: 'Tentar novamente',
  // Step 2
  option1: 'Opção 1',
  option2: 'Opção 2',
  chooseModel: 'Selecione',
  carsFailed: 'Não foi possível carregar os modelos. Tente novamente mais tarde.',
  // Step 3
  startDate: 'Data início',
  endDate: 'Data fim',
  description: 'Pauta',
  descriptionHelp: 'Descreva a necessidade do empréstimo.',
  counter: (length: number, max: number) => `${length}/${max} caracteres`,
  terms: 'Li e aceito os termos de uso e a política de privacidade.',
  termsView: 'Visualizar',
  availabilityTitle: 'Disponibilidade nas datas escolhidas',
  available: 'Disponível no período',
  unavailable: 'Indisponível no período (sem carro livre nessas datas)',
  unavailableNote:
    'Você pode enviar a solicitação mesmo assim: a equipe de imprensa avalia o pedido e pode oferecer outro modelo.',
  termsTitle: 'Política de Privacidade',
  close: 'Fechar',
  // 'Agente não encontrado' for another driver: their record is theirs to complete, not the user's profile.
  otherDriverCpfDetails:
    'Não há cadastro com este CPF na Sala de Imprensa. Peça ao condutor que crie o próprio acesso e cadastre RG e CPF no perfil dele; depois, digite o CPF novamente.',
  otherDriverRgDetails:
    'O condutor precisa ter o RG no próprio cadastro. Peça a ele que entre na Sala de Imprensa e complete o perfil; depois, digite o CPF novamente.',
  // Before the wizard: who may not request, and a profile still incomplete.
  cannotRequest:
    'Seu perfil de acesso não permite solicitar empréstimo de veículo. Em caso de dúvida, fale com a assessoria de imprensa.',
  backToLoggedArea: 'Voltar para a Área Logada',
  profileIncompleteTitle: 'Complete seu cadastro para solicitar um empréstimo',
  profileMissing: (fields: string[]) =>
    `${fields.length > 1 ? 'Faltam' : 'Falta'} no seu cadastro: ${listInWords(fields)}. Depois de salvar, você volta para esta página.`,
  completeProfile: 'Completar meu cadastro',
  // Submit
  serverSaid: (message: string) => `Motivo: ${message}`,
  networkError: 'Error',
} as const;
