import { FieldError } from '../../../components/forms/FieldError';
import { useId } from 'react';
import { FormField } from '../../../components/forms/FormField';
import {
  checkBannerSlides,
  locateBannerRefusal,
  type BannerField,
  type BannerProblem,
} from '../../../domain/editorialLists';
import type { EditorialBanner } from '../../../domain/editorialListSchemas';
import { moved } from '../albums/albumForm';
import { MainPhotoField } from '../editor/MainPhotoField';
import { bannerBodyOf, bannerFieldsOf, bannerFormOf, blankSlide, type SlideForm } from './bannerForm';
import { BannerTargetField } from './BannerTargetField';
import { ListEditorFooter } from './ListEditorFooter';
import { ListItemControls } from './ListItemControls';
import { ListPublicationActions, ListPublicationState, type ListMove } from './ListPublication';
import { listsTexts } from './listsTexts';
import {
  useLazyGetEditorialBannerQuery,
  useMoveEditorialBannerMutation,
  useSaveEditorialBannerMutation,
} from './listsApi';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import { listSlot } from './listSlot';
import { bannerFieldViews } from './listFieldViews';

const t = listsTexts.banner;
type BannerForm = { slides: SlideForm[] };

/**
 * The home's banner slides as one list, in the slider's order: each with its photo, title, subtitle and what it
 * opens. Everything is saved at once as a draft with 'Salvar rascunho', on the version read, and reaches the home
 * when published (ListPublication.tsx). None at all is allowed: the home then leaves the slider out.
 */
export function BannerEditor({ banner }: { banner: EditorialBanner }) {
  const id = useId();
  const [save] = useSaveEditorialBannerMutation();
  const [load] = useLazyGetEditorialBannerQuery();
  const [move] = useMoveEditorialBannerMutation();
  const fieldId = (slide: SlideForm | undefined, field: BannerField) =>
    slide ? `${id}-${slide.key}-${field}` : `${id}-slides`;
  const frame = useEditorFrame<EditorialBanner, BannerForm, BannerProblem>({
    item: banner,
    formOf: (list) => ({ slides: bannerFormOf(list) }),
    check: (form) => checkBannerSlides(bannerFieldsOf(form.slides)),
    fieldOfRefusal: (message, form) => locateBannerRefusal(message, bannerFieldsOf(form.slides)),
    focusIdOf: (found, form) =>
      fieldId(found.slide === undefined ? undefined : form.slides[found.slide], found.field),
    save: (form, _saved, version) => save(bannerBodyOf(form.slides, version)).unwrap(),
    load: () => load().unwrap(),
    // A save keeps a draft: only 'Publicar' reaches the home.
    goesLive: () => false,
    slotOf: () => listSlot('banner'),
    views: bannerFieldViews,
    whose: t.whose,
    savedNotice: t.saved,
  });
  const { form, busy } = frame;
  const saved = frame.saved!;
  const slides = form.values.slides;
  const change = (update: (current: SlideForm[]) => SlideForm[]) => {
    form.change({ slides: update(form.latest().slides) });
    frame.setNotice('');
  };
  const problemAt = (field: BannerField, slide?: number) =>
    form.problem && form.problem.field === field && form.problem.slide === slide
      ? form.problem.message
      : null;
  const changeSlide = (s: number, changes: Partial<SlideForm>) =>
    change((current) => current.map((slide, at) => (at === s ? { ...slide, ...changes } : slide)));
  const listProblem = problemAt('slides');
  const moveList = (which: ListMove) =>
    frame.moveSaved(
      (current) => move({ move: which, version: current.version }).unwrap(),
      which === 'publish' ? t.published : t.discarded,
      { drops: which === 'discard' },
    );

  return (
    <>
      <form className="list-editor" noValidate onSubmit={frame.submit} onKeyDown={withoutImplicitSubmit}>
        <p className="list-editor__intro">{t.intro}</p>
        <ListPublicationState publication={saved.publication} />
        <div id={fieldId(undefined, 'slides')} tabIndex={-1}>
          {slides.length === 0 && <p className="editorial-fieldset__empty">{t.none}</p>}
          <FieldError text={listProblem} className="editorial-fieldset__problem" />
        </div>
        <ol className="list-editor__items">
          {slides.map((slide, s) => (
            <li key={slide.key}>
              <fieldset className="list-item banner-slide">
                <legend className="list-item__legend">{t.slide(s)}</legend>
                <div className="banner-slide__body">
                  <div id={fieldId(slide, 'photo')} tabIndex={-1} className="banner-slide__photo">
                    <MainPhotoField
                      legend={t.photo}
                      chosenAlt={t.photoAlt(s)}
                      mediaId={slide.mediaId}
                      thumbnail={slide.thumbnail}
                      problem={problemAt('photo', s)}
                      onChange={(photo) =>
                        changeSlide(s, {
                          mediaId: photo?.mediaId ?? null,
                          thumbnail: photo?.thumbnail ?? null,
                          video: false,
                        })
                      }
                    />
                    {slide.video && <p className="form-text">{t.video}</p>}
                  </div>
                  <div className="banner-slide__texts">
                    <FormField
                      id={fieldId(slide, 'title')}
                      label={t.slideTitle}
                      problem={problemAt('title', s)}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="text"
                          value={slide.title}
                          onChange={(event) => changeSlide(s, { title: event.target.value })}
                        />
                      )}
                    </FormField>
                    <FormField
                      id={fieldId(slide, 'subtitle')}
                      label={t.subtitle}
                      hint={listsTexts.optional}
                      problem={problemAt('subtitle', s)}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="text"
                          value={slide.subtitle}
                          onChange={(event) => changeSlide(s, { subtitle: event.target.value })}
                        />
                      )}
                    </FormField>
                    <BannerTargetField
                      id={fieldId(slide, 'opens')}
                      opens={slide.opens}
                      choices={saved.choices}
                      problem={problemAt('opens', s)}
                      onChange={(opens) => changeSlide(s, { opens })}
                    />
                  </div>
                </div>
                <ListItemControls
                  index={s}
                  count={slides.length}
                  labels={{ up: t.moveUp(s), down: t.moveDown(s), remove: t.removeSlide(s) }}
                  onMove={(from, to) => change((current) => moved(current, from, to))}
                  onRemove={(at) => change((current) => current.filter((_, index) => index !== at))}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-outline-primary list-editor__add"
          onClick={() => change((current) => [...current, blankSlide()])}
        >
          {t.add}
        </button>
        <ListEditorFooter outcome={frame.parts.outcome} status={frame.parts.status} busy={busy}>
          <ListPublicationActions
            publication={saved.publication}
            busy={busy}
            questions={{ publish: t.publishQuestion(slides.length), discard: t.discardQuestion }}
            onMove={moveList}
          />
        </ListEditorFooter>
      </form>
      {frame.parts.leaveDialog}
    </>
  );
}
