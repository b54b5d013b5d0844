import { useCallback } from 'react';
import { problemOf } from '../../../lib/api/apiErrors';
import { useAskDownloadPassMutation } from '../../../lib/api/downloadApi';
import { config } from '../../../lib/config';
import { startAttachmentDownload } from './mediaDownload';

export const downloadTexts = {
  failed: 'Não foi possível baixar o arquivo agora. Tente novamente em alguns instantes.',
  connectionFailed: 'Sem resposta do servidor. Verifique sua conexão e tente novamente.',
} as const;

/**
 * Starts the download of `path` (relative to the API: a media file, a set's zip) under the name `fileName`: asks its
 * pass first, where the download is counted, then follows the link with it. Answers null once the download has
 * started, else the words for the refusal ('Muitas requisições…', the server's own) for the page to show beside
 * the control that was clicked: a refused link would be cancelled by the browser without a word.
 */
export function useDownloadStart(): (path: string, fileName: string) => Promise<string | null> {
  const [askPass] = useAskDownloadPassMutation();
  return useCallback(
    async (path, fileName) => {
      // A pass opens an address whatever its query (a draft file's grant): it is asked for the path alone.
      const answer = await askPass({ path: path.split('?')[0]! });
      if ('error' in answer) return problemOf(answer.error, downloadTexts);
      startAttachmentDownload(`${config.apiBase}${path}`, fileName, answer.data.pass);
      return null;
    },
    [askPass],
  );
}
