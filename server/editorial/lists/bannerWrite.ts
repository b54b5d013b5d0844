/**
 * 'Salvar' on the home's banner: the whole list of slides in one transaction with its history line, on the version
 * the editor started from (409 otherwise, nothing written). As the contacts, slides already there keep their ids
 * (`id_destaque` on the wire), new ones are inserted and those left out deleted.
 */
import { eq, inArray } from 'drizzle-orm';
import { bannerMessages as messages, checkBannerSlides } from '../../../src/domain/editorialLists';
import type { BannerSaveBody, BannerSlideBody } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { bannerSlides } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../changeLog';
import type { WriteDeps } from '../newsWrite';
import { existingTargets, targetKey } from './bannerChoices';
import { opensOf, storedBannerSlides } from './bannerRead';
import { bannerFieldLabels } from './listFieldLabels';
import { hasRepeats, readyPhotoIds } from './listChecks';
import { bumpListVersion, listSubjectId, lockListAtVersion } from './listVersion';

type StoredSlide = Awaited<ReturnType<typeof storedBannerSlides>>[number]['slide'];

/**
 * Every id the body names is a slide the list holds; every newly chosen photo can be shown (a slide's photo or
 * video already shown stays as it is: the picker offers no videos, and a title's save must not fail over it); what
 * each slide opens exists.
 */
async function assertUsable(tx: DbOrTx, slides: BannerSlideBody[], before: Map<number, StoredSlide>) {
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

const storedValues = (slide: BannerSlideBody, position: number) => ({
  title: slide.title.trim(),
  subtitle: slide.subtitle.trim(),
  mediaId: slide.mediaId!,
  category: slide.opens?.category ?? 'none',
  fatherId: slide.opens?.fatherId ?? null,
  position,
});

function changedFields(slides: BannerSlideBody[], before: StoredSlide[]) {
  const changed = new Set<string>();
  const kept = slides.flatMap((slide) => (slide.id === null ? [] : [slide.id]));
  if (kept.length !== before.length || kept.length !== slides.length) changed.add('slides');
  const orderBefore = before.filter((slide) => kept.includes(slide.id)).map((slide) => slide.id);
  if (orderBefore.join() !== kept.join()) changed.add('order');
  const byId = new Map(before.map((slide) => [slide.id, slide]));
  for (const slide of slides) {
    const old = slide.id === null ? undefined : byId.get(slide.id);
    if (!old) continue;
    const next = storedValues(slide, 0);
    if (old.title !== next.title) changed.add('title');
    if (old.subtitle !== next.subtitle) changed.add('subtitle');
    if (old.mediaId !== next.mediaId) changed.add('photo');
    const oldOpens = opensOf(old);
    if ((oldOpens ? targetKey(oldOpens) : '') !== (slide.opens ? targetKey(slide.opens) : ''))
      changed.add('opens');
  }
  return Object.keys(bannerFieldLabels).filter((field) => changed.has(field));
}

export async function saveBanner({ db, actorId, now }: WriteDeps, body: BannerSaveBody): Promise<void> {
  const problem = checkBannerSlides(body.slides);
  if (problem) throw new DomainError(400, problem.message);
  if (hasRepeats(body.slides.map((slide) => slide.id))) throw new DomainError(400, messages.itemRepeated);
  await db.transaction(async (tx) => {
    await lockListAtVersion(tx, 'banner', body.version);
    const before = (await storedBannerSlides(tx)).map((row) => row.slide);
    await assertUsable(tx, body.slides, new Map(before.map((slide) => [slide.id, slide])));
    const fields = changedFields(body.slides, before);

    const kept: number[] = [];
    for (const [s, slide] of body.slides.entries()) {
      const values = storedValues(slide, s + 1);
      if (slide.id === null) {
        const [row] = await tx.insert(bannerSlides).values(values).returning({ id: bannerSlides.id });
        kept.push(row!.id);
      } else {
        await tx.update(bannerSlides).set(values).where(eq(bannerSlides.id, slide.id));
        kept.push(slide.id);
      }
    }
    const gone = before.map((slide) => slide.id).filter((id) => !kept.includes(id));
    if (gone.length) await tx.delete(bannerSlides).where(inArray(bannerSlides.id, gone));

    await bumpListVersion(tx, 'banner', now);
    await recordEditorialChange(tx, 'banner', {
      subjectId: listSubjectId,
      action: 'update',
      actorId,
      at: now,
      fields,
    });
  });
}
