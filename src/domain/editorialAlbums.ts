/**
 * The press office's albums (the editorial area's 'Álbuns'): what an album must be to be saved and to be published,
 * in the words the editor shows beside the field and the server answers with.
 */
export const albumLimits = {
  titleMax: 200,
  /** Shown as plain text under the album's title in the gallery. */
  descriptionMax: 2_000,
  /** A launch's photo shoot with its films stays well below. */
  itemsMax: 500,
} as const;

export const albumMessages = {
  titleRequired: 'Informe o título do álbum.',
  titleLong: `O título pode ter até ${albumLimits.titleMax} caracteres.`,
  descriptionLong: `A descrição pode ter até ${albumLimits.descriptionMax} caracteres.`,
  itemsTooMany: `Um álbum pode ter até ${albumLimits.itemsMax} fotos e vídeos.`,
  itemRepeated: 'Uma foto ou um vídeo aparece duas vezes no álbum.',
  itemUnknown: 'Uma das fotos ou vídeos do álbum não existe mais. Recarregue o álbum.',
  coverOutside: 'A capa precisa ser uma das fotos do álbum.',
  publishEmpty: 'Adicione ao menos uma foto ou vídeo antes de publicar o álbum.',
  publishNotReady:
    'Aguarde o preparo de todas as fotos e vídeos (ou remova os que falharam) antes de publicar.',
  notFound: 'Álbum não encontrado.',
} as const;

export type AlbumState = 'draft' | 'published';

export const albumStateLabels: Record<AlbumState, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
};

export interface AlbumFields {
  title: string;
  description: string;
  mediaIds: number[];
  coverMediaId: number | null;
}

export type AlbumField = 'title' | 'description' | 'items';

/** The first problem of an album's fields, or null when it can be saved. */
export function checkAlbum(fields: AlbumFields): { field: AlbumField; message: string } | null {
  const m = albumMessages;
  if (!fields.title.trim()) return { field: 'title', message: m.titleRequired };
  if (fields.title.length > albumLimits.titleMax) return { field: 'title', message: m.titleLong };
  if (fields.description.length > albumLimits.descriptionMax)
    return { field: 'description', message: m.descriptionLong };
  if (fields.mediaIds.length > albumLimits.itemsMax) return { field: 'items', message: m.itemsTooMany };
  if (new Set(fields.mediaIds).size !== fields.mediaIds.length)
    return { field: 'items', message: m.itemRepeated };
  if (fields.coverMediaId !== null && !fields.mediaIds.includes(fields.coverMediaId))
    return { field: 'items', message: m.coverOutside };
  return null;
}

const refusalFields = new Map<string, AlbumField>([
  [albumMessages.titleRequired, 'title'],
  [albumMessages.titleLong, 'title'],
  [albumMessages.descriptionLong, 'description'],
  [albumMessages.itemsTooMany, 'items'],
  [albumMessages.itemRepeated, 'items'],
  [albumMessages.itemUnknown, 'items'],
  [albumMessages.coverOutside, 'items'],
]);

/**
 * The field a server's refusal of an album's save is about, so the editor shows it there: the items for one about
 * its photos and videos (one gone, one twice). Null for a refusal about the whole album, such as a publication
 * refused while an item is being prepared: it answers 'Publicar', and is said where the editor's outcome is.
 */
export function fieldOfAlbumRefusal(message: string): { field: AlbumField } | null {
  const field = refusalFields.get(message);
  return field ? { field } : null;
}
