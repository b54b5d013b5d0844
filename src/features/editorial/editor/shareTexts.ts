/**
 * The Portuguese of the news editor's share fields and preview link panel. The fields' names and the rules' messages
 * are in src/domain/newsSharing.ts, where the server and the history read them too.
 */
import { newsShareFieldLabels, newsShareLimits } from '../../../domain/newsSharing';
import { previewLinkLifetimeDays } from '../../../domain/previewLinks';

export const shareTexts = {
  legend: 'Compartilhamento e buscadores',
  intro: 'Opcionais: cada campo vazio usa o que a notícia já diz.',
  labels: newsShareFieldLabels,
  slugHint: (slug: string) =>
    slug ? `Vazio, usa o título: ${slug}.` : 'Vazio, o endereço da notícia fica só com o número.',
  slugAddress: (address: string) => `Endereço: ${address}`,
  shareTitleHint: 'Vazio, usa o título da notícia.',
  metaDescriptionHint: 'Vazia, usa o subtítulo ou a primeira frase do texto.',
  /** The live counter under a limited field. */
  count: (length: number, max: number) =>
    length > max
      ? `${length} de ${max} caracteres: ${length - max} a mais`
      : `${length} de ${max} caracteres`,
  limits: newsShareLimits,
  shareImageHint: 'Vazia, usa a foto principal, ou a imagem padrão do site se a notícia não tiver foto.',
  shareImageChosenAlt: 'Imagem de compartilhamento escolhida',
  card: {
    heading: 'Prévia do link compartilhado',
    note: 'Como o link aparece no WhatsApp, no LinkedIn e no X.',
    imageAlt: 'Imagem do link compartilhado',
  },
  link: {
    legend: 'Link de pré-visualização',
    intro: `Quem tem o link vê o rascunho sem entrar no site, por ${previewLinkLifetimeDays} dias depois de gerado.`,
    address: 'Endereço do link de pré-visualização',
    expiresAt: (moment: string) => `Expira em ${moment} (horário de Brasília).`,
    expired: (moment: string) => `O link expirou em ${moment} e não abre mais o rascunho.`,
    none: 'Nenhum link ativo: links enviados antes não abrem o rascunho.',
    copy: 'Copiar link',
    copied: 'Link copiado.',
    copyByHand: 'Não foi possível copiar. O link está selecionado: copie com Ctrl+C (⌘+C no Mac).',
    revoke: 'Revogar link',
    revokeTitle: 'Revogar link de pré-visualização',
    revokeQuestion:
      'Revogar o link de pré-visualização? Quem o recebeu deixa de ver o rascunho na hora. Você pode gerar um novo link depois.',
    revoked: 'Link revogado. Ninguém mais abre o rascunho por ele.',
    make: 'Gerar novo link',
    made: 'Novo link gerado. O link anterior não abre mais o rascunho.',
  },
} as const;
