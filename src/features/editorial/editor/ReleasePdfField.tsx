import { lazy, Suspense, useCallback, useState } from 'react';
import type { EditorialDocument } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';

const DocumentUploader = lazy(() => import('../media/DocumentUploader'));
const t = editorialTexts.releasePdf;

/**
 * 'PDF do release': the file the news page offers beside its rendered PDF, when the press office has the release
 * laid out already. Attached once uploaded; saved with the item.
 */
export function ReleasePdfField({
  pdfFile,
  pdfUrl,
  onChange,
}: {
  pdfFile: string | null;
  pdfUrl: string | null;
  onChange: (pdf: { pdfFile: string; pdfUrl: string } | null) => void;
}) {
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
    <fieldset className="editorial-fieldset editorial-uploads">
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p className="form-text">{t.hint}</p>
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
      {problems.map((problem, index) => (
        <p key={index} className="alert alert-danger editorial-uploads__problem" role="alert">
          {problem}
        </p>
      ))}
    </fieldset>
  );
}
