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
import { ChangeHistory } from '../editor/ChangeHistory';
import { MainPhotoField } from '../editor/MainPhotoField';
import { bannerBodyOf, bannerFieldsOf, bannerFormOf, blankSlide, type SlideForm } from './bannerForm';
import { BannerTargetField } from './BannerTargetField';
import { ListEditorFooter } from './ListEditorFooter';
import { ListItemControls } from './ListItemControls';
import { ListPublicationActions, ListPublicationState } from './ListPublication';
import { listsTexts } from './listsTexts';
import {
  useLazyGetEditorialBannerQuery,
  useMoveEditorialBannerMutation,
  useSaveEditorialBannerMutation,
} from './listsApi';
import { useWholeListEditor } from '../editor/useWholeListEditor';

const t = listsTexts.banner;

/**
 * The home's banner slides as one list, in the slider's order: each with its photo, title, subtitle and what it
 * opens. Everything is saved at once as a draft with 'Salvar rascunho', on the version read, and reaches the home
 * when published (ListPublication.tsx). None at all is allowed: the home then leaves the slider out.
 */
export function BannerEditor({ banner }: { banner: EditorialBanner }) {
  const id = useId();
  const [save, saving] = useSaveEditorialBannerMutation();
  const [load, loading] = useLazyGetEditorialBannerQuery();
  const [move] = useMoveEditorialBannerMutation();
  const fieldId = (slide: SlideForm | undefined, field: BannerField) =>
    slide ? `${id}-${slide.key}-${field}` : `${id}-slides`;
  const editor = useWholeListEditor({
    list: banner,
    formOf: bannerFormOf,
    check: (slides) => checkBannerSlides(bannerFieldsOf(slides)),
    locate: (message, slides) => locateBannerRefusal(message, bannerFieldsOf(slides)),
    bodyOf: bannerBodyOf,
    focusIdOf: (found: BannerProblem, slides) =>
      fieldId(found.slide === undefined ? undefined : slides[found.slide], found.field),
    save: (body) => save(body).unwrap(),
    load: () => load().unwrap(),
    savedNotice: t.saved,
  });
  const { form: slides, change, fieldProblem } = editor;
  const busy = saving.isLoading || loading.isFetching;
  const problemAt = (field: BannerField, slide?: number) =>
    fieldProblem && fieldProblem.field === field && fieldProblem.slide === slide
      ? fieldProblem.message
      : null;
  const changeSlide = (s: number, changes: Partial<SlideForm>) =>
    change((current) => current.map((slide, at) => (at === s ? { ...slide, ...changes } : slide)));
  const listProblem = problemAt('slides');

  return (
    <>
      <form className="list-editor" noValidate onSubmit={(event) => void editor.submit(event)}>
        <p className="list-editor__intro">{t.intro}</p>
        <ListPublicationState publication={editor.saved.publication} />
        <div id={fieldId(undefined, 'slides')} tabIndex={-1}>
          {slides.length === 0 && <p className="editorial-fieldset__empty">{t.none}</p>}
          {listProblem && <p className="invalid-feedback editorial-fieldset__problem">{listProblem}</p>}
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
                      choices={editor.saved.choices}
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
        <ListEditorFooter
          conflict={editor.conflict}
          problem={editor.problem}
          notice={editor.notice}
          busy={busy}
          dirty={editor.dirty}
          onReload={() => void editor.reload()}
        >
          <ListPublicationActions
            saved={editor.saved}
            dirty={editor.dirty}
            busy={busy}
            questions={{
              publish: t.publishQuestion(editor.saved.slides.length),
              discard: t.discardQuestion,
            }}
            notices={{ publish: t.published, discard: t.discarded }}
            move={(which, version) => move({ move: which, version }).unwrap()}
            onMoved={editor.adopt}
            onRefused={editor.refused}
          />
        </ListEditorFooter>
        {editor.leaveDialog}
      </form>
      <ChangeHistory changes={editor.saved.changes} />
    </>
  );
}
