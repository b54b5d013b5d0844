/** What the favorites screens say (spec sections 4 and 8), word for word where the spec gives the words. */
export const favoritesTexts = {
  previewEmpty: 'Nenhum item na lista de favoritos',
  pageEmpty: 'Favoritos está vazio',
  confirmRemove: 'Apagar esse objeto dos favoritos?',
  confirmClear: 'Apagar todos objetos dos favoritos?',
  requestSent: 'Pronto! O link para baixar seus arquivos chegará por e-mail em alguns minutos.',
  /** Spec section 8: a network failure on the cart calls alerts exactly this. */
  networkError: 'Error',
} as const;

/** '1 item', '3 itens'. */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/** '1 arquivo', '12 arquivos'. */
export function fileCount(count: number): string {
  return count === 1 ? '1 arquivo' : `${count} arquivos`;
}

/** The header icon's accessible name: 'Favoritos, 3 itens'. */
export function favoritesButtonLabel(count: number): string {
  return count === 0 ? 'Favoritos, nenhum item' : `Favoritos, ${itemCount(count)}`;
}

/** Said once an item is removed from the header's preview: which, and how many are left. */
export function removedAnnouncement(name: string, count: number): string {
  return `${name} removido dos favoritos. ${favoritesButtonLabel(count)}.`;
}
