/**
 * The home's banner as a list saved whole (listDraft.ts): 'Salvar' keeps the slides as the draft, 'Publicar' writes
 * them to banner_slides, 'Descartar rascunho' drops them. As the contacts, slides already public keep their ids
 * (`id_destaque` on the wire), new ones are inserted and those left out deleted.
 */
import { eq, inArray } from 'drizzle-orm';
import { bannerMessages as messages, checkBannerSlides } from '../../../src/domain/editorialLists';
import type { BannerDraft, BannerSaveBody, BannerSlideBody } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { bannerSlides } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import type { WriteDeps } from '../newsWrite';
import { existingTargets, targetKey } from './bannerChoices';
import { publishedBanner } from './bannerRead';
import { bannerFieldLabels } from './listFieldLabels';
import { hasRepeats, itemKeys, keptOrders, readyPhotoIds } from './listChecks';
import { discardListDraft, publishListDraft, saveListDraft, type WholeList } from './listDraft';

/**
 * Every id the draft names is a published slide; every newly chosen photo can be shown (a slide's photo or video
 * already shown stays as it is: the picker offers no videos, and a title's save must not fail over it); what each
 * slide opens exists.
 */
async function assertUsable(tx: DbOrTx, { slides }: BannerDraft, published: BannerDraft) {
  const before = new Map(published.slides.map((slide) => [slide.id!, slide]));
  if (slides.some((slide) => slide.id !== null && !before.has(slide.id)))
    throw new DomainError(400, messages.itemUnknown);
  const isNewPhoto = (slide: BannerSlideBody) =>
    slide.id === null || before.get(slide.id)?.mediaId !== slide.mediaId;
  const ready = await readyPhotoIds(
    tx,
    slides.filter(isNewPhoto).map((slide) => slide.mediaId!),
  );
  const targets = await existingTargets(
    tx,
    slides.flatMap((slide) => (slide.opens ? [slide.opens] : [])),
  );
  for (const [s, slide] of slides.entries()) {
    if (isNewPhoto(slide) && !ready.has(slide.mediaId!)) throw new DomainError(400, messages.photoUnknown(s));
    if (slide.opens && !targets.has(targetKey(slide.opens)))
      throw new DomainError(400, messages.opensUnknown(s));
  }
}

const opensKey = (slide: BannerSlideBody) => (slide.opens ? targetKey(slide.opens) : '');

function changedFields({ slides }: BannerDraft, { slides: before }: BannerDraft) {
  const changed = new Set<string>();
  const keys = itemKeys(slides);
  const keysBefore = itemKeys(before);
  if (keys.length !== keysBefore.length || keys.some((key) => !keysBefore.includes(key)))
    changed.add('slides');
  const order = keptOrders(keys, keysBefore);
  if (order.after !== order.before) changed.add('order');
  const byKey = new Map(keysBefore.map((key, at) => [key, before[at]!]));
  for (const [at, slide] of slides.entries()) {
    const old = byKey.get(keys[at]!);
    if (!old) continue;
    if (old.title !== slide.title) changed.add('title');
    if (old.subtitle !== slide.subtitle) changed.add('subtitle');
    if (old.mediaId !== slide.mediaId) changed.add('photo');
    if (opensKey(old) !== opensKey(slide)) changed.add('opens');
  }
  return Object.keys(bannerFieldLabels).filter((field) => changed.has(field));
}

async function writePublic(
  tx: DbOrTx,
  { slides }: BannerDraft,
  published: BannerDraft,
): Promise<BannerDraft> {
  const written: BannerSlideBody[] = [];
  for (const [s, slide] of slides.entries()) {
    const values = {
      title: slide.title,
      subtitle: slide.subtitle,
      mediaId: slide.mediaId!,
      category: slide.opens?.category ?? 'none',
      fatherId: slide.opens?.fatherId ?? null,
      position: s + 1,
    };
    let id = slide.id;
    if (id === null) {
      const [row] = await tx.insert(bannerSlides).values(values).returning({ id: bannerSlides.id });
      id = row!.id;
    } else await tx.update(bannerSlides).set(values).where(eq(bannerSlides.id, id));
    written.push({ ...slide, id });
  }
  const kept = new Set(written.map((slide) => slide.id));
  const gone = published.slides.map((slide) => slide.id!).filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(bannerSlides).where(inArray(bannerSlides.id, gone));
  return { slides: written };
}

export const banner: WholeList<BannerDraft> = {
  name: 'banner',
  assertStorable: ({ slides }) => {
    const problem = checkBannerSlides(slides);
    if (problem) throw new DomainError(400, problem.message);
    if (hasRepeats(slides.map((slide) => slide.id))) throw new DomainError(400, messages.itemRepeated);
  },
  normalized: ({ slides }) => ({
    slides: slides.map((slide) => ({ ...slide, title: slide.title.trim(), subtitle: slide.subtitle.trim() })),
  }),
  readPublic: publishedBanner,
  assertUsable,
  changedFields,
  writePublic,
  withKnownIds: ({ slides }, published) => {
    const known = new Set(published.slides.map((slide) => slide.id));
    return { slides: slides.map((slide) => (known.has(slide.id) ? slide : { ...slide, id: null })) };
  },
};

export const saveBanner = (deps: WriteDeps, body: BannerSaveBody) => saveListDraft(deps, banner, body);
export const publishBanner = (deps: WriteDeps, version: number) => publishListDraft(deps, banner, version);
export const discardBannerDraft = (deps: WriteDeps, version: number) =>
  discardListDraft(deps, 'banner', version);
