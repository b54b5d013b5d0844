import { FieldError } from '../../../components/forms/FieldError';
import { useState } from 'react';
import type { PageProblem } from '../../../domain/editorialPages';
import { MainPhotoField } from '../editor/MainPhotoField';
import { RichTextField } from '../editor/RichTextField';
import { blankPhotoBlock, blankTextBlock, type BlockForm } from './pageForm';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.blocks;

/**
 * The blocks below the page, in order: a text (with its optional shorter versions for a tablet and a phone) or a
 * photo. Buttons rather than dragging move them, so the order can be changed from a keyboard and on a phone; each
 * names its block for a screen reader. `idOf(index)` is where a problem of that block sends the focus. A reload
 * gives every block a new key, so its editors start again from the text read.
 */
export function PageBlocksField({
  id,
  blocks,
  problem,
  idOf,
  onChange,
}: {
  id: string;
  blocks: BlockForm[];
  problem: PageProblem<string> | null;
  idOf: (index: number) => string;
  onChange: (blocks: BlockForm[]) => void;
}) {
  const wholeProblem = problem && problem.block === undefined ? problem.message : null;
  const problemOf = (index: number) => (problem?.block === index ? problem.message : null);
  const replace = (index: number, block: BlockForm) =>
    onChange(blocks.map((current, at) => (at === index ? block : current)));
  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset
      className="editorial-fieldset section-blocks"
      id={id}
      tabIndex={-1}
      aria-describedby={wholeProblem ? `${id}-problem` : `${id}-hint`}
    >
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p id={`${id}-hint`} className="form-text section-blocks__hint">
        {t.hint}
      </p>
      {blocks.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.none}</p>
      ) : (
        <ol className="section-blocks__list">
          {blocks.map((block, index) => (
            <li key={block.key} className="section-block">
              {block.type === 1 ? (
                <TextBlock
                  id={idOf(index)}
                  index={index}
                  block={block}
                  problem={problemOf(index)}
                  onChange={(changed) => replace(index, changed)}
                />
              ) : (
                <div id={idOf(index)} tabIndex={-1}>
                  <MainPhotoField
                    legend={t.photo(index)}
                    chosenAlt={sectionPagesTexts.editor.photoChosenAlt(t.photo(index))}
                    mediaId={block.mediaId}
                    thumbnail={block.thumbnail}
                    problem={problemOf(index)}
                    onChange={(photo) =>
                      replace(index, {
                        ...block,
                        mediaId: photo?.mediaId ?? null,
                        thumbnail: photo?.thumbnail ?? null,
                        video: false,
                      })
                    }
                  />
                  {block.video && <p className="form-text section-block__note">{t.video}</p>}
                </div>
              )}
              <div className="section-block__controls">
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-label={t.moveUp(index)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {t.up}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-label={t.moveDown(index)}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t.down}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={t.removeBlock(index)}
                  onClick={() => onChange(blocks.filter((_, at) => at !== index))}
                >
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="section-blocks__add">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => onChange([...blocks, blankTextBlock()])}
        >
          {t.addText}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => onChange([...blocks, blankPhotoBlock()])}
        >
          {t.addPhoto}
        </button>
      </div>
      <FieldError id={`${id}-problem`} text={wholeProblem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}

/** A text block: its text, and its shorter versions behind a button (most blocks have none). */
function TextBlock({
  id,
  index,
  block,
  problem,
  onChange,
}: {
  id: string;
  index: number;
  block: Extract<BlockForm, { type: 1 }>;
  problem: string | null;
  onChange: (block: BlockForm) => void;
}) {
  const [shortOpen, setShortOpen] = useState(Boolean(block.textMed || block.textLow));
  return (
    <div className="section-block__text">
      <RichTextField
        id={id}
        label={t.text(index)}
        html={block.text}
        loadKey={0}
        problem={problem}
        onChange={(text) => onChange({ ...block, text })}
      />
      <button
        type="button"
        className="btn btn-link btn-sm section-block__toggle"
        aria-expanded={shortOpen}
        aria-controls={`${id}-short`}
        onClick={() => setShortOpen((open) => !open)}
      >
        {t.shortTexts}
      </button>
      {shortOpen && (
        <div id={`${id}-short`} className="section-block__short">
          <p className="form-text">{t.shortHint}</p>
          <RichTextField
            id={`${id}-med`}
            label={t.textMed(index)}
            html={block.textMed}
            loadKey={0}
            onChange={(textMed) => onChange({ ...block, textMed })}
          />
          <RichTextField
            id={`${id}-low`}
            label={t.textLow(index)}
            html={block.textLow}
            loadKey={0}
            onChange={(textLow) => onChange({ ...block, textLow })}
          />
        </div>
      )}
    </div>
  );
}
