import { FieldError } from '../../../components/forms/FieldError';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { EditorialDocument } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';

const DocumentUploader = lazy(() => import('../media/DocumentUploader'));
const t = editorialTexts.releasePdf;

export interface PdfFieldProps {
  pdfFile: string | null;
  pdfUrl: string | null;
  onChange: (pdf: { pdfFile: string; pdfUrl: string } | null) => void;
}

/**
 * 'PDF do release': the file the news page offers beside its rendered PDF, when the press office has the release
 * laid out already. Attached once uploaded; saved with the item.
 */
export const ReleasePdfField = (props: PdfFieldProps) => (
  <PdfField legend={t.legend} hint={t.hint} {...props} />
);

/**
 * A PDF of the item, named by `legend` and explained by `hint` (a release's own PDF, a version's spec sheet): the
 * one attached, with a link to open it and 'Remover PDF', or the drop zone that uploads and registers one. Saved
 * with the item. `id` is where a refusal of the field sends the focus; `problem` is that refusal.
 */
export function PdfField({
  legend,
  hint,
  pdfFile,
  pdfUrl,
  id,
  problem,
  onChange,
}: PdfFieldProps & { legend: string; hint: string; id?: string; problem?: string | null }) {
  const [name, setName] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const onRegistered = useCallback(
    (document: EditorialDocument) => {
      setName(document.name);
      setProblems([]);
      onChange({ pdfFile: document.file, pdfUrl: document.url });
    },
    [onChange],
  );
  const onProblem = useCallback((message: string) => setProblems((list) => [...list, message]), []);

  return (
    <fieldset
      className="editorial-fieldset editorial-uploads"
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-describedby={problem && id ? `${id}-problem` : undefined}
    >
      <legend className="editorial-fieldset__legend">{legend}</legend>
      <p className="form-text">{hint}</p>
      {pdfFile ? (
        <p className="editorial-release-pdf">
          {t.attached}{' '}
          {pdfUrl ? (
            <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
              {name ?? pdfFile.slice(pdfFile.lastIndexOf('/') + 1)}
            </a>
          ) : (
            (name ?? pdfFile)
          )}{' '}
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onChange(null)}>
            {t.remove}
          </button>
        </p>
      ) : (
        <Suspense fallback={<p>{t.loading}</p>}>
          <DocumentUploader onRegistered={onRegistered} onProblem={onProblem} />
        </Suspense>
      )}
      {problems.map((message, index) => (
        <p key={index} className="alert alert-danger editorial-uploads__problem" role="alert">
          {message}
        </p>
      ))}
      <FieldError id={id && `${id}-problem`} text={problem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}
