import { FieldError } from '../../../components/forms/FieldError';
import { FormField } from '../../../components/forms/FormField';
import type { EditorialEventField } from '../../../domain/editorialEvents';
import { RichTextField } from '../editor/RichTextField';
import { newBlock, type EventForm } from './eventForm';
import { eventsTexts as t } from './eventsTexts';

/**
 * An event's fields, for a new one and for one being edited: title, description (the news editor's rich text), place,
 * start and end on Brasília's wall clock (whatever the browser's zone), and the text blocks the guests' events page
 * shows under the description. They come under a heading of the page's second level, as the guests' events page
 * shows them under the event's title: a third-level heading typed in the description or a block (the toolbar's
 * 'Título 3') then follows one of the second, here as there.
 */
export function EventFields({
  values,
  change,
  latest,
  fieldId,
  problemOf,
  loadKey,
}: {
  values: EventForm;
  change: (changes: Partial<EventForm>) => void;
  /** The form at this moment: a block's change builds on the blocks as they are, not as this render saw them. */
  latest: () => EventForm;
  fieldId: (field: EditorialEventField) => string;
  problemOf: (field: EditorialEventField) => string | null;
  /** Changes when the form is replaced (another version taken, kept edits recovered): the rich texts read it anew. */
  loadKey: string | number;
}) {
  const text = (field: 'title' | 'location' | 'start' | 'end', label: string, type = 'text') => (
    <FormField id={fieldId(field)} label={label} problem={problemOf(field)}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={values[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
  const blocks = values.blocks;
  return (
    <>
      <h2 className="editorial-page__heading editorial-event__fields-heading">{t.fieldsHeading}</h2>
      {text('title', t.title)}
      <RichTextField
        id={fieldId('description')}
        label={t.description}
        html={values.description}
        loadKey={loadKey}
        problem={problemOf('description')}
        onChange={(description) => change({ description })}
      />
      {text('location', t.location)}
      <div className="editorial-event__period">
        {text('start', t.start, 'datetime-local')}
        {text('end', t.end, 'datetime-local')}
      </div>
      <fieldset className="editorial-fieldset" id={fieldId('textBlocks')} tabIndex={-1}>
        <legend className="editorial-fieldset__legend">{t.blocks}</legend>
        <p className="form-text">{t.blocksHint}</p>
        {blocks.length === 0 && <p className="editorial-fieldset__empty">{t.noBlocks}</p>}
        {blocks.map((block, index) => (
          <div key={block.key} className="editorial-event__block">
            <RichTextField
              id={`${fieldId('textBlocks')}-${block.key}`}
              label={t.block(index + 1)}
              html={block.html}
              loadKey={loadKey}
              onChange={(html) =>
                change({
                  blocks: latest().blocks.map((had) => (had.key === block.key ? { ...had, html } : had)),
                })
              }
            />
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => change({ blocks: latest().blocks.filter((had) => had.key !== block.key) })}
            >
              {t.removeBlock(index + 1)}
            </button>
          </div>
        ))}
        <FieldError text={problemOf('textBlocks')} className="editorial-fieldset__problem" />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => change({ blocks: [...latest().blocks, newBlock()] })}
        >
          {t.addBlock}
        </button>
      </fieldset>
    </>
  );
}
