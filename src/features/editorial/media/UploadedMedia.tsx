/**
 * One uploaded photo or film in the editor: its state while the job queue makes its sizes (polled every two
 * seconds until it is ready), its title, caption and credit to correct (with what the photo's own EXIF suggests for
 * the caption and the credit, taken into the field by a button, public only once saved), and what the screen
 * around it offers to do
 * with it (`actions`: 'Usar como foto principal' and the order in a news item, the order and the cover in an album).
 * Its texts are a group, not a form: it always sits inside the editor's form, and a form inside a form makes Enter
 * send the outer one (the browser then reloads the page and everything typed is lost). Enter in one of its fields
 * saves these texts only. The texts' rules (checkMediaTexts, the server's too) are checked first, and a problem is
 * said at its field, which takes the focus.
 */
import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { checkMediaTexts, mediaMessages, type MediaTextField } from '../../../domain/editorialMedia';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import type { ApiError } from '../../../lib/api/apiErrors';
import { editorialApi, useGetEditorialMediaQuery, useSaveEditorialMediaTextsMutation } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.uploads;

export function UploadedMedia({
  registered,
  actions,
  handle,
  itemRef,
  style,
  dragging = false,
}: {
  registered: EditorialMediaItem;
  /** Given the item as last read, so an action can wait for it to be ready. */
  actions?: (item: EditorialMediaItem) => ReactNode;
  /**
   * What a list puts with the picture rather than under the texts (a photo set's grip, place and moves), so each
   * item stays short in a narrow column.
   */
  handle?: (item: EditorialMediaItem) => ReactNode;
  /** A sortable list's hold on the item, and where it draws it while dragged. */
  itemRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
}) {
  // The latest answer decides whether to ask again: polled until the job has made the sizes, then left alone.
  const item = editorialApi.endpoints.getEditorialMedia.useQueryState(registered.id).data ?? registered;
  useGetEditorialMediaQuery(registered.id, { pollingInterval: item.state === 'processing' ? 2000 : 0 });
  const [save, { isLoading: saving }] = useSaveEditorialMediaTextsMutation();
  const [texts, setTexts] = useState({ title: item.title, caption: item.caption, credit: item.credit });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldProblem, setFieldProblem] = useState<{ field: MediaTextField; message: string } | null>(null);
  const id = useId();
  const fieldId = (field: MediaTextField) => `${id}-${field}`;

  const onSave = async () => {
    if (saving) return;
    const problem = checkMediaTexts(texts);
    setFieldProblem(problem);
    if (problem) {
      setMessage(null);
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    try {
      await save({ id: item.id, body: texts }).unwrap();
      setMessage({ ok: true, text: t.saved });
    } catch (error) {
      setMessage({ ok: false, text: (error as Partial<ApiError>).message || editorialTexts.actionFailed });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void onSave();
  };

  return (
    <li
      ref={itemRef}
      style={style}
      className={`editorial-upload${dragging ? ' editorial-upload--dragging' : ''}`}
    >
      <div className="editorial-upload__preview">
        {item.thumbnail ? (
          <img src={item.thumbnail} alt="" />
        ) : (
          <span className="editorial-upload__placeholder" aria-hidden="true" />
        )}
        <p className={`editorial-upload__state editorial-upload__state--${item.state}`} role="status">
          {item.kind === 'video' && `${t.video} · `}
          {item.state === 'processing'
            ? mediaMessages.processing
            : item.state === 'failed'
              ? mediaMessages.failed
              : t.ready}
        </p>
        {handle?.(item)}
      </div>
      <div className="editorial-upload__texts" role="group" aria-label={item.title}>
        {(['title', 'caption', 'credit'] as const).map((field) => {
          const problem = fieldProblem?.field === field ? fieldProblem.message : null;
          return (
            <div key={field} className="editorial-upload__field">
              <label htmlFor={fieldId(field)}>{t[field]}</label>
              <input
                id={fieldId(field)}
                className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
                value={texts[field]}
                required={field === 'title'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId(field)}-problem` : undefined}
                onChange={(event) => {
                  setTexts({ ...texts, [field]: event.target.value });
                  if (problem) setFieldProblem(null);
                }}
                onKeyDown={onKeyDown}
              />
              <FieldError id={`${fieldId(field)}-problem`} text={problem} />
              {field !== 'title' && (
                <Suggestion
                  text={field === 'caption' ? item.suggestedCaption : item.suggestedCredit}
                  current={texts[field]}
                  useLabel={t.useSuggestion[field]}
                  onUse={(text) => {
                    setTexts({ ...texts, [field]: text });
                    document.getElementById(fieldId(field))?.focus();
                  }}
                />
              )}
            </div>
          );
        })}
        <div className="editorial-upload__actions">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={saving}
            onClick={() => void onSave()}
          >
            {t.save}
          </button>
          {actions?.(item)}
          {message && (
            <span
              className={message.ok ? 'text-success' : 'text-danger'}
              role={message.ok ? 'status' : 'alert'}
            >
              {message.text}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** What the photo's EXIF suggests for a field, while the field says something else, and a button to take it. */
function Suggestion({
  text,
  current,
  useLabel,
  onUse,
}: {
  text: string;
  current: string;
  useLabel: string;
  onUse: (text: string) => void;
}) {
  if (!text || text === current.trim()) return null;
  return (
    <p className="editorial-upload__suggestion">
      {t.suggestion} {text}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm align-baseline photo-suggestion__use"
        onClick={() => onUse(text)}
      >
        {useLabel}
      </button>
    </p>
  );
}
