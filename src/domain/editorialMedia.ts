/**
 * Photos, videos and PDFs the press office uploads (server/editorial/media): their states while the job queue makes
 * their sizes, the limits of an upload, and the Portuguese messages of a refusal.
 */

/** An upload is 'processing' until its job has made its sizes, 'failed' when it could not; seeded media are 'ready'. */
export const mediaStates = ['processing', 'ready', 'failed'] as const;
export type MediaState = (typeof mediaStates)[number];

/** What the press office may upload, by the type the browser names; the server checks the bytes say the same. */
export const uploadTypes = {
  image: ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'],
  video: ['video/mp4', 'video/quicktime'],
  /** A release's own PDF, attached to the news item as it is. */
  document: ['application/pdf'],
} as const;
export type UploadKind = keyof typeof uploadTypes;

export const mediaLimits = {
  /** A 4096 px JPEG straight from a camera is 4–15 MB; a 16-bit TIFF of it about 100 MB. */
  photoMaxBytes: 120 * 1024 * 1024,
  /** A few minutes of a launch film in ProRes: hundreds of MB, sometimes over a GB. */
  videoMaxBytes: 4 * 1024 * 1024 * 1024,
  /** A release with its photos laid out: a few MB; a catalogue, tens. */
  documentMaxBytes: 50 * 1024 * 1024,
  title: 200,
  caption: 1000,
  credit: 120,
  /** How many files one drop may hold: a launch's set is dozens of photos. */
  filesPerBatch: 100,
} as const;

const megabytes = (bytes: number) => bytes / (1024 * 1024);

export const mediaMessages = {
  type: 'Envie fotos em JPEG, PNG, TIFF ou WebP, ou vídeos em MP4 ou MOV.',
  photoTooLarge: `Cada foto pode ter até ${megabytes(mediaLimits.photoMaxBytes)} MB.`,
  videoTooLarge: `Cada vídeo pode ter até ${megabytes(mediaLimits.videoMaxBytes) / 1024} GB.`,
  /** What the drop zone says it takes. */
  limits: `Fotos em JPEG, PNG, TIFF ou WebP (até ${megabytes(mediaLimits.photoMaxBytes)} MB cada) e vídeos em MP4 ou MOV (até ${megabytes(mediaLimits.videoMaxBytes) / 1024} GB).`,
  notAnImage: 'O arquivo enviado não é uma imagem válida.',
  notAVideo: 'O arquivo enviado não é um vídeo válido.',
  documentType: 'Envie o release em PDF.',
  documentTooLarge: `O PDF pode ter até ${megabytes(mediaLimits.documentMaxBytes)} MB.`,
  notAPdf: 'O arquivo enviado não é um PDF válido.',
  documentUnknown: 'O PDF anexado não foi encontrado. Envie-o de novo.',
  unfinished: 'O envio deste arquivo não terminou. Envie-o de novo.',
  sizeUnknown: 'Informe o tamanho do arquivo no início do envio.',
  unknownUpload: 'Envio não encontrado. Envie o arquivo de novo.',
  titleRequired: 'Informe o título da foto ou do vídeo.',
  titleLong: `O título pode ter até ${mediaLimits.title} caracteres.`,
  caption: `A legenda pode ter até ${mediaLimits.caption} caracteres.`,
  credit: `O crédito pode ter até ${mediaLimits.credit} caracteres.`,
  processing: 'Preparando os tamanhos…',
  failed: 'Não foi possível preparar este arquivo. Envie-o de novo.',
} as const;

/** The kind an upload of this type becomes, or null when the type is not one the newsroom takes. */
export function uploadKindOf(type: string): UploadKind | null {
  const normalised = type.toLowerCase();
  for (const kind of ['image', 'video', 'document'] as const)
    if ((uploadTypes[kind] as readonly string[]).includes(normalised)) return kind;
  return null;
}

/**
 * The Portuguese refusal of an upload by its declared type and size, or null when both are acceptable. Which kinds a
 * screen takes is its own (the media drop zone photos and films, the release's field a PDF), checked again when the
 * upload is registered. A size not told at the start (`undefined`: tus lets it come later) is refused: a photo of
 * unknown size could run to what a film may weigh before its own limit was checked.
 */
export function uploadRefusal(type: string, bytes: number | undefined): string | null {
  const kind = uploadKindOf(type);
  if (!kind) return mediaMessages.type;
  if (bytes === undefined) return mediaMessages.sizeUnknown;
  if (kind === 'image' && bytes > mediaLimits.photoMaxBytes) return mediaMessages.photoTooLarge;
  if (kind === 'video' && bytes > mediaLimits.videoMaxBytes) return mediaMessages.videoTooLarge;
  if (kind === 'document' && bytes > mediaLimits.documentMaxBytes) return mediaMessages.documentTooLarge;
  return null;
}

/** What the press office writes about a photo or a video, kept trimmed. */
export interface MediaTexts {
  title: string;
  caption: string;
  credit: string;
}

export type MediaTextField = keyof MediaTexts;

/** The texts as they are kept: without the spaces around them. */
export const trimmedMediaTexts = (texts: MediaTexts): MediaTexts => ({
  title: texts.title.trim(),
  caption: texts.caption.trim(),
  credit: texts.credit.trim(),
});

/**
 * The first problem of a photo's or video's texts, at its field, or null when they can be saved: a title is needed
 * (the gallery, the downloads and a screen reader name the photo by it), and each text has its limit.
 */
export function checkMediaTexts(texts: MediaTexts): { field: MediaTextField; message: string } | null {
  const kept = trimmedMediaTexts(texts);
  if (!kept.title) return { field: 'title', message: mediaMessages.titleRequired };
  if (kept.title.length > mediaLimits.title) return { field: 'title', message: mediaMessages.titleLong };
  if (kept.caption.length > mediaLimits.caption) return { field: 'caption', message: mediaMessages.caption };
  if (kept.credit.length > mediaLimits.credit) return { field: 'credit', message: mediaMessages.credit };
  return null;
}

/** Where a release's PDF is kept in the media: `documents/<name>.pdf`, a name the registration made. */
export const releasePdfPattern = '^documents/[a-z0-9-]{1,120}\\.pdf$';
