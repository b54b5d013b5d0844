/**
 * The favorites cart download (spec sections 3, 5 and 7): `POST cartfiles/size` sums the cart's files, `POST
 * cartfiles` stores the request and queues the e-mail with its signed link, and the link opens the zip
 * (cartZip.ts). Every file is resolved to one of our stored files first; a cart naming anything else is refused
 * whole, and nothing is stored for it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { newsIdOfPdfLink } from '../../src/domain/sharing';
import type { CartEntry } from '../../src/domain/cartSchemas';
import { isEmailShape } from '../../src/domain/email';
import type { Db } from '../db/client';
import { cartRequests, news, type CartRequestItem } from '../db/schema';
import { cartDownloadMail } from './cartMail';
import { checkCartMailLimit } from './cartMailLimit';
import { findKnownFiles, parseMediaLink, storedFileKey, type StoredFile } from './cartFileLinks';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';
import type { LinkSigner } from '../shared/linkSigning';
import { enqueueMail } from '../mail/outbox';
import type { FileAccess } from '../media/fileAccess';
import { mediaKey } from '../media/mediaKeys';
import type { FileStore } from '../storage/fileStore';

/** How long an e-mailed link opens the zip. */
export const cartLinkValidDays = 7;

export const cartMessages = {
  invalidEmail: 'Informe um e-mail válido.',
  notAllowed: (link: string) =>
    `Arquivo não permitido no carrinho: ${link.length > 120 ? `${link.slice(0, 117)}...` : link}`,
  missing: (name: string) => `Arquivo não encontrado: ${name}. Atualize os Favoritos e tente de novo.`,
} as const;

export interface CartSetup {
  db: Db;
  files: FileStore;
  /** The beginnings our media links have (cartFileLinks.ts, mediaLinkPrefixes). */
  linkPrefixes: string[];
  /** Only files whose holder is published go into a cart (fileAccess.ts). */
  fileAccess: Pick<FileAccess, 'publicFiles'>;
  /** The site's public address, which a press release's PDF link starts with; without it, no PDF is accepted. */
  publicUrl?: string;
}

export interface ResolvedCart {
  items: CartRequestItem[];
  /** Each distinct file once, with its size. */
  files: (StoredFile & { bytes: number })[];
  totalBytes: number;
}

/**
 * The cart's links as our stored files, with the size of each distinct file: recorded in the media row, or read from
 * the store where the row has none yet. The first link that is not ours refuses the whole cart (400).
 */
export async function resolveCart(setup: CartSetup, cart: CartEntry[]): Promise<ResolvedCart> {
  const parsed = cart.map((entry) => {
    let releasePdf: number | undefined;
    const files: { link: string; file: StoredFile }[] = [];
    for (const link of entry.files) {
      const newsId = setup.publicUrl === undefined ? null : newsIdOfPdfLink(link, setup.publicUrl);
      // One release per favorite: its folder holds one PDF.
      if (newsId !== null && releasePdf === undefined) {
        releasePdf = newsId;
        continue;
      }
      const file = parseMediaLink(link, setup.linkPrefixes);
      if (!file || !mediaKey(file.folder, file.name))
        throw new DomainError(400, cartMessages.notAllowed(link));
      files.push({ link, file });
    }
    return { title: entry.title, files, releasePdf };
  });
  await checkReleases(setup.db, parsed);
  const distinct = new Map<string, StoredFile>();
  for (const entry of parsed) for (const { file } of entry.files) distinct.set(storedFileKey(file), file);
  const known = await findKnownFiles(setup.db, [...distinct.values()], setup.fileAccess);
  for (const entry of parsed)
    for (const { link, file } of entry.files)
      if (!known.has(storedFileKey(file))) throw new DomainError(400, cartMessages.notAllowed(link));

  const files: ResolvedCart['files'] = [];
  for (const file of known.values()) {
    const bytes = file.bytes ?? (await sizeInStore(setup.files, file));
    files.push({ folder: file.folder, name: file.name, bytes });
  }
  return {
    items: parsed.map(({ title, files, releasePdf }) => ({
      title,
      files: files.map(({ file }) => file),
      ...(releasePdf === undefined ? {} : { releasePdf }),
    })),
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}

/** A release's PDF is only of a published news item: a draft's would leak it, an unknown id prints nothing. */
async function checkReleases(db: Db, entries: { releasePdf?: number | undefined }[]): Promise<void> {
  const ids = [
    ...new Set(entries.flatMap((entry) => (entry.releasePdf === undefined ? [] : [entry.releasePdf]))),
  ];
  if (!ids.length) return;
  const found = await db
    .select({ id: news.id })
    .from(news)
    .where(and(inArray(news.id, ids), eq(news.published, true)));
  const published = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !published.has(id));
  if (missing !== undefined) throw new DomainError(400, cartMessages.notAllowed(`/news/${missing}/PDF`));
}

async function sizeInStore(files: FileStore, file: StoredFile): Promise<number> {
  const key = mediaKey(file.folder, file.name);
  const info = key ? await files.stat(key) : null;
  if (!info) throw new DomainError(404, cartMessages.missing(file.name));
  return info.size;
}

/**
 * The recipient as stored and counted: trimmed and lower-cased (as the newsletter keeps its addresses), so that
 * `Ana@Redacao.test` is the same mailbox as `ana@redacao.test` for the hourly limit.
 */
export function checkCartEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (!isEmailShape(address)) throw new DomainError(400, cartMessages.invalidEmail);
  return address;
}

/** The zip's address as e-mailed: absolute, with its expiry and signature. */
export function cartZipLink(publicUrl: string, signer: LinkSigner, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = signer.sign(cartLinkSubject(id), expires);
  return `${publicUrl.replace(/\/$/, '')}/api/cartfiles/${id}/zip?expires=${expires}&signature=${signature}`;
}

/** What a link's signature covers: the request it opens (and, alongside, its expiry). */
export const cartLinkSubject = (id: number) => `cart-zip:${id}`;

/**
 * Stores the request and queues its e-mail in one transaction: the visitor gets the link if and only if the request
 * it opens exists. Past the recipient's hourly limit (cartMailLimit.ts), neither happens (429). The e-mail says what
 * the zip holds (`count`, read from the zip as prepared: cartZip.ts, `countOfZip`).
 */
export async function storeCartRequest(
  deps: { db: Db; clock: Clock; signer: LinkSigner; publicUrl: string },
  email: string,
  items: CartRequestItem[],
  count: { files: number; bytes: number },
): Promise<number> {
  const createdAt = deps.clock.now();
  const expiresAt = new Date(createdAt.getTime() + cartLinkValidDays * 24 * 3600 * 1000);
  return deps.db.transaction(async (tx) => {
    await checkCartMailLimit(tx, email, createdAt);
    const [row] = await tx
      .insert(cartRequests)
      .values({ email, items, totalBytes: count.bytes, createdAt, expiresAt })
      .returning({ id: cartRequests.id });
    if (!row) throw new Error('The cart request was not stored');
    const link = cartZipLink(deps.publicUrl, deps.signer, row.id, expiresAt);
    await enqueueMail(
      tx,
      'cart-download',
      cartDownloadMail({
        to: email,
        link,
        fileCount: count.files,
        totalBytes: count.bytes,
        expiresAt,
        termsUrl: `${deps.publicUrl.replace(/\/$/, '')}/termos-legais/termoDownload`,
      }),
    );
    return row.id;
  });
}

export async function findCartRequest(db: Db, id: number) {
  const [row] = await db.select().from(cartRequests).where(eq(cartRequests.id, id));
  return row ?? null;
}
