/** What a person asking for a PDF reads when none comes, in the interface's Portuguese. */
export const pdfMessages = {
  unavailable: 'Não foi possível gerar o PDF agora. Use a impressão do navegador.',
  busy: 'Muitos PDFs sendo gerados agora. Tente novamente em instantes ou use a impressão do navegador.',
  timeout:
    'A página demorou demais para ficar pronta para o PDF. Tente novamente ou use a impressão do navegador.',
  notFound: 'Esta página não existe ou não está publicada: não há o que imprimir.',
} as const;
