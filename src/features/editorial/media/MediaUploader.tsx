/**
 * The drop zone of the press office's photos and films: each finished upload is registered as a photo or video
 * (`POST /redacao/media`) and handed to `onRegistered` with the number it was chosen with (placeByChosenOrder puts
 * it in its place); a refusal, in the server's words, to `onProblem`.
 */
import { useCallback } from 'react';
import { mediaLimits, mediaMessages } from '../../../domain/editorialMedia';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import type { ApiError } from '../../../lib/api/apiErrors';
import { useRegisterEditorialMediaMutation } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { UploadDropZone } from './UploadDropZone';

const t = editorialTexts.uploads;
const kinds = ['image', 'video'] as const;

export default function MediaUploader({
  onRegistered,
  onProblem,
}: {
  onRegistered: (item: EditorialMediaItem, chosen: number) => void;
  onProblem: (message: string) => void;
}) {
  const [register] = useRegisterEditorialMediaMutation();
  const onUploaded = useCallback(
    async (upload: string, fileName: string, chosen: number) => {
      try {
        onRegistered(await register({ upload }).unwrap(), chosen);
      } catch (error) {
        const message = (error as Partial<ApiError>).message || editorialTexts.actionFailed;
        onProblem(t.registerFailed(fileName, message));
      }
    },
    [register, onRegistered, onProblem],
  );
  return (
    <UploadDropZone
      kinds={kinds}
      maxFiles={mediaLimits.filesPerBatch}
      note={t.note}
      browseLabel={t.browse}
      height={300}
      wrongKind={mediaMessages.type}
      onUploaded={onUploaded}
    />
  );
}
