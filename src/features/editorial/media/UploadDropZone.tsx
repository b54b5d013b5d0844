/**
 * A drop zone of the editorial area: Uppy's dashboard (progress per file, pause, retry) over tus, so a large file
 * resumes where a broken connection left it. Each finished upload's tus id is handed to `onUploaded`, which
 * registers it as what the screen wants (a photo or film, a release's PDF). Loaded only with the editors (lazy), Uppy
 * and its styles never reach a visitor. The types and sizes are the domain's, checked here first to say so at once
 * in Portuguese, and again by the server.
 */
import Uppy, { type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import pt_BR from '@uppy/locales/lib/pt_BR';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uploadDropZone.scss';
import { uploadKindOf, uploadRefusal, uploadTypes, type UploadKind } from '../../../domain/editorialMedia';
import { apiBase, sessionToken } from '../../../lib/api/apiRequest';

/** A part per request: short enough that a slow link finishes each one well within the server's time limit. */
const chunkBytes = 8 * 1024 * 1024;

type File = UppyFile<Record<string, unknown>, Record<string, never>>;

export interface DropZoneProps {
  /** What this zone takes; anything else is refused before it is sent. */
  kinds: readonly UploadKind[];
  maxFiles: number;
  /** What the zone says it takes. */
  note: string;
  /**
   * Its file picker button, named for what it picks ('selecionar fotos e vídeos'): a page may have two zones, and
   * Uppy names every such button 'selecionar arquivos'.
   */
  browseLabel: string;
  height: number;
  /**
   * A finished upload, by its tus id and the file's name: registered by the screen. `chosen` numbers the files in
   * the order they were picked or dropped (across every batch of this zone), whatever order they finish in.
   */
  onUploaded: (upload: string, fileName: string, chosen: number) => Promise<void>;
}

function createUploader(
  kinds: readonly UploadKind[],
  maxFiles: number,
  wrongKind: string,
  browseLabel: string,
) {
  const uppy = new Uppy({
    // Uppy's Portuguese says 'Concluir' (finish!) for a file whose upload is complete.
    locale: {
      ...pt_BR,
      strings: { ...pt_BR.strings, complete: 'Envio concluído', browseFiles: browseLabel },
    },
    // A dropped launch set starts at once: nobody drops photos to leave them waiting.
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: maxFiles,
      allowedFileTypes: kinds.flatMap((kind) => uploadTypes[kind]),
    },
    onBeforeFileAdded: (file) => {
      const kind = uploadKindOf(file.type ?? '');
      const refusal =
        kind && !kinds.includes(kind) ? wrongKind : uploadRefusal(file.type ?? '', file.size ?? 0);
      if (refusal) uppy.info(`${file.name}: ${refusal}`, 'error', 6000);
      return !refusal;
    },
  });
  // Uppy adds the files of a pick or a drop one by one, in their order there; a refused one is never added.
  const chosen = new Map<string, number>();
  let next = 0;
  uppy.on('file-added', (file) => chosen.set(file.id, next++));
  const chosenOf = (file: File) => chosen.get(file.id) ?? next++;
  const withTus = uppy.use(Tus, {
    endpoint: `${apiBase().replace(/\/$/, '')}/redacao/uploads`,
    chunkSize: chunkBytes,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    // Read at each request: a session renewed while a film uploads is the one sent.
    headers: (): Record<string, string> => {
      const token = sessionToken();
      return token ? { authorization: token } : {};
    },
  });
  return { uppy: withTus, chosenOf };
}

export function UploadDropZone({
  kinds,
  maxFiles,
  note,
  browseLabel,
  height,
  wrongKind,
  onUploaded,
}: DropZoneProps & { wrongKind: string }) {
  const [{ uppy, chosenOf }] = useState(() => createUploader(kinds, maxFiles, wrongKind, browseLabel));

  useEffect(() => {
    const uploaded = (file: File | undefined, response: { uploadURL?: string }) => {
      const upload = response.uploadURL?.split('/').at(-1);
      if (file && upload) void onUploaded(upload, file.name ?? '', chosenOf(file));
    };
    uppy.on('upload-success', uploaded);
    return () => {
      uppy.off('upload-success', uploaded);
    };
  }, [uppy, chosenOf, onUploaded]);

  // Leaving the editor stops what is still being sent. Not destroy(): React's strict mode unmounts and mounts
  // again in development, and the same instance must still work after.
  useEffect(() => () => uppy.cancelAll(), [uppy]);

  return (
    <Dashboard
      uppy={uppy}
      width="100%"
      height={height}
      note={note}
      proudlyDisplayPoweredByUppy={false}
      autoOpen={null}
    />
  );
}
