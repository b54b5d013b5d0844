import { Link } from 'react-router-dom';
import { checkVersionFields, fieldOfCarRefusal } from '../../../domain/editorialCars';
import type { EditorialCarVersion } from '../../../domain/editorialCarSchemas';
import { paths } from '../../../domain/routes';
import { PdfField } from '../editor/ReleasePdfField';
import { PageEditor } from '../sectionPages/PageEditor';
import { useLazyGetCarVersionQuery, useMoveCarVersionMutation, useSaveCarVersionMutation } from './carsApi';
import { carsTexts } from './carsTexts';

const t = carsTexts.version;

/** The spec sheet as the form holds it: the stored file and where it is read. */
interface VersionOwn {
  pdf: { pdfFile: string | null; pdfUrl: string | null };
}

const ownOf = (version: EditorialCarVersion): VersionOwn => ({
  pdf: { pdfFile: version.pdfFile, pdfUrl: version.pdfUrl },
});
const noPdf = { pdfFile: null, pdfUrl: null };

/**
 * A version's form: the page fields of every content page (PageEditor.tsx), the car it is of, and its spec sheet,
 * the PDF the version's page offers for download.
 */
export function CarVersionEditor({ version }: { version: EditorialCarVersion }) {
  const [save] = useSaveCarVersionMutation();
  const [move] = useMoveCarVersionMutation();
  const [load] = useLazyGetCarVersionQuery();

  return (
    <PageEditor
      page={version}
      labels={t.fields}
      texts={t}
      slotOf={(saved) => ({ subject: 'version', id: saved.id })}
      ownOf={ownOf}
      ownViews={{
        pdf: { label: t.fields.pdfFile, show: (value) => (value as VersionOwn['pdf']).pdfFile ?? '' },
      }}
      check={(fields) => checkVersionFields(fields)}
      fieldOfRefusal={fieldOfCarRefusal}
      save={(saved, body, own) =>
        save({ id: saved.id, body: { ...body, pdfFile: own.pdf.pdfFile } }).unwrap()
      }
      move={(saved, which) => move({ id: saved.id, move: which, version: saved.version }).unwrap()}
      load={(saved) => load(saved.id).unwrap()}
      where={(saved) => (
        <p className="section-editor__where">
          {t.of}: <Link to={paths.editorial.car.href(saved.carId)}>{saved.carTitle}</Link>
        </p>
      )}
      ownFields={({ own, change, fieldId, problemOf }) => (
        <PdfField
          id={fieldId('pdfFile')}
          legend={t.fields.pdfFile}
          hint={t.pdfHint}
          pdfFile={own.pdf.pdfFile}
          pdfUrl={own.pdf.pdfUrl}
          problem={problemOf('pdfFile')}
          onChange={(pdf) => change({ pdf: pdf ?? noPdf }, 'pdfFile')}
        />
      )}
    />
  );
}
