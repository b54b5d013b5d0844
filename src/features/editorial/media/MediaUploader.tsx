/**
 * The drop zone of the press office's photos and films: Uppy's dashboard (progress per file, pause, retry) over tus,
 * so a large file resumes where a broken connection left it. Each finished upload is registered as a photo or video
 * (`POST /redacao/media`) and handed to `onRegistered`. Loaded only when the editor opens (lazy), Uppy and its styles
 * never reach a visitor. The types and sizes are the domain's, checked here first to say so at once in Portuguese,
 * and again by the server.
 */
import Uppy, { type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import pt_BR from '@uppy/locales/lib/pt_BR';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { mediaLimits, uploadRefusal, uploadTypes } from '../../../domain/editorialMedia';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import type { ApiError } from '../../../lib/api/apiErrors';
import { apiBase, sessionToken } from '../../../lib/api/apiRequest';
import { useRegisterEditorialMediaMutation } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.uploads;
/** A part per request: short enough that a slow link finishes each one well within the server's time limit. */
const chunkBytes = 8 * 1024 * 1024;

type File = UppyFile<Record<string, unknown>, Record<string, never>>;

function createUploader() {
  const uppy = new Uppy({
    locale: pt_BR,
    // A dropped launch set starts at once: nobody drops photos to leave them waiting.
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: mediaLimits.filesPerBatch,
      allowedFileTypes: [...uploadTypes.image, ...uploadTypes.video],
    },
    onBeforeFileAdded: (file) => {
      const refusal = uploadRefusal(file.type ?? '', file.size ?? 0);
      if (refusal) uppy.info(`${file.name}: ${refusal}`, 'error', 6000);
      return !refusal;
    },
  });
  return uppy.use(Tus, {
    endpoint: `${apiBase().replace(/\/$/, '')}/redacao/uploads`,
    chunkSize: chunkBytes,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    // Read at each request: a session renewed while a film uploads is the one sent.
    headers: (): Record<string, string> => {
      const token = sessionToken();
      return token ? { authorization: token } : {};
    },
  });
}

export default function MediaUploader({
  onRegistered,
  onProblem,
}: {
  onRegistered: (item: EditorialMediaItem) => void;
  onProblem: (message: string) => void;
}) {
  const [register] = useRegisterEditorialMediaMutation();
  const [uppy] = useState(createUploader);

  useEffect(() => {
    const registerFile = async (file: File | undefined, response: { uploadURL?: string }) => {
      const upload = response.uploadURL?.split('/').at(-1);
      if (!file || !upload) return;
      try {
        onRegistered(await register({ upload }).unwrap());
      } catch (error) {
        const message = (error as Partial<ApiError>).message || editorialTexts.actionFailed;
        onProblem(t.registerFailed(file.name ?? '', message));
      }
    };
    uppy.on('upload-success', registerFile);
    return () => {
      uppy.off('upload-success', registerFile);
    };
  }, [uppy, register, onRegistered, onProblem]);

  // Leaving the editor stops what is still being sent. Not destroy(): React's strict mode unmounts and mounts
  // again in development, and the same instance must still work after.
  useEffect(() => () => uppy.cancelAll(), [uppy]);

  return (
    <Dashboard
      uppy={uppy}
      width="100%"
      height={300}
      note={t.note}
      proudlyDisplayPoweredByUppy={false}
      autoOpen={null}
    />
  );
}
