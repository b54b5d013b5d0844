/**
 * The drop zone of a release's PDF: one file, registered (`POST /redacao/documents`) and handed to `onRegistered`;
 * a refusal, in the server's words, to `onProblem`.
 */
import { useCallback } from 'react';
import { mediaMessages } from '../../../domain/editorialMedia';
import type { EditorialDocument } from '../../../domain/editorialSchemas';
import type { ApiError } from '../../../lib/api/apiErrors';
import { useRegisterEditorialDocumentMutation } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { UploadDropZone } from './UploadDropZone';

const kinds = ['document'] as const;

export default function DocumentUploader({
  onRegistered,
  onProblem,
}: {
  onRegistered: (document: EditorialDocument) => void;
  onProblem: (message: string) => void;
}) {
  const [register] = useRegisterEditorialDocumentMutation();
  const onUploaded = useCallback(
    async (upload: string, fileName: string) => {
      try {
        onRegistered(await register({ upload }).unwrap());
      } catch (error) {
        const message = (error as Partial<ApiError>).message || editorialTexts.actionFailed;
        onProblem(editorialTexts.uploads.registerFailed(fileName, message));
      }
    },
    [register, onRegistered, onProblem],
  );
  return (
    <UploadDropZone
      kinds={kinds}
      maxFiles={1}
      note={editorialTexts.releasePdf.note}
      browseLabel={editorialTexts.releasePdf.browse}
      height={180}
      wrongKind={mediaMessages.documentType}
      onUploaded={onUploaded}
    />
  );
}
