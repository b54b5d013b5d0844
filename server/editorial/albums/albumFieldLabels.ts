/** The Portuguese names of an album's fields in its change history (stored by code name, read through these). */
export const albumFieldLabels: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  items: 'Fotos e vídeos',
  cover: 'Capa',
};
