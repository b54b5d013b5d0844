/**
 * The Portuguese names of what a save of a list changed, as its history shows them (stored by code name, read
 * through these).
 */
export const contactListFieldLabels: Record<string, string> = {
  groups: 'Grupos',
  groupOrder: 'Ordem dos grupos',
  people: 'Pessoas',
  peopleOrder: 'Ordem das pessoas',
  name: 'Nome',
  role: 'Cargo',
  email: 'E-mail',
  phone: 'Telefone',
  languages: 'Idiomas',
  photo: 'Foto',
};

export const bannerFieldLabels: Record<string, string> = {
  slides: 'Destaques',
  order: 'Ordem',
  title: 'Título',
  subtitle: 'Subtítulo',
  photo: 'Foto',
  opens: 'Abre',
};
