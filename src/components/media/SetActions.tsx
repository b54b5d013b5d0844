import { useContext, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isApiError } from '../../lib/api/apiErrors';
import {
  setZipPath,
  useGetMediaSetQuery,
  useLazyGetMediaSetQuery,
  type SetAddress,
} from '../../lib/api/mediaSetApi';
import { favoriteMaxFiles, favoriteOfSet, type FavoriteItem } from '../../domain/favorites';
import { setZipName } from '../../domain/fileNames';
import { displayTitle, formatFileSize } from '../../domain/format';
import type { MediaSetResponse, SetKind } from '../../domain/setSchemas';
import { LazyPart } from '../layout/LazyPart';
import { PartLoadError } from '../layout/PartLoadError';
import { usePrintMode } from '../layout/print/printMode';
import { DownloadIcon } from './actionIcons';
import { useDownloadStart } from './download/useDownloadStart';
import { useDownloadTerms } from './download/useDownloadTerms';
import { FavoriteButton } from './FavoriteButton';
import { SetMailDialog, SetMailDialogContext } from './SetMailDialog';
import './setActions.css';

export const setActionTexts = {
  download: { news: 'Baixar todas', album: 'Baixar álbum' } satisfies Record<SetKind, string>,
  favorite: 'Favoritar todas',
  preparing: 'Preparando…',
  group: (title: string) => `Todas as fotos e vídeos: ${displayTitle(title)}`,
  byMail: (bytes: number) =>
    `Com ${formatFileSize(bytes)}, este conjunto vai por e-mail: informe o endereço para receber o link.`,
  sent: 'Pronto! O link para baixar os arquivos chegará por e-mail em alguns minutos.',
  noMail:
    'Este conjunto é grande demais para baixar de uma vez. Adicione-o aos favoritos para recebê-lo por e-mail.',
  offline: 'Sem resposta do servidor. Verifique sua conexão e tente novamente.',
  failed: 'Não foi possível preparar o download agora. Tente novamente em alguns instantes.',
} as const;

export interface SetActionsProps {
  kind: SetKind;
  id: number;
  /** The set's title as the page shows it, for the buttons' names. */
  title: string;
}

/**
 * The set as the e-mail dialog takes it: one cart entry, or one per `favoriteMaxFiles` files (the most an entry
 * carries), each its own folder in the zip. Only the title and files of an entry are sent.
 */
function mailItemsOf(address: SetAddress, set: MediaSetResponse, contentLink: string): FavoriteItem[] {
  const parts = Math.ceil(set.files.length / favoriteMaxFiles);
  return Array.from({ length: parts }, (_, index) =>
    favoriteOfSet(
      {
        ...address,
        title: parts > 1 ? `${set.title} (${index + 1} de ${parts})` : set.title,
        cover: set.cover,
        files: set.files.slice(index * favoriteMaxFiles, (index + 1) * favoriteMaxFiles),
      },
      contentLink,
    ),
  );
}

/**
 * 'Baixar todas' (a news item's photo set) or 'Baixar álbum', and 'Favoritar todas'. A download goes through the
 * download terms like any other, then takes the set as one zip: at once when it is small (limits.ts,
 * `setAtOnceMaxBytes`), else by the favorites' e-mailed link. The favorite is one entry for the whole set, with the
 * files the download delivers (`favoriteOfSet`): a news item's release, with its PDF, is the PDF row's favorite.
 */
export function SetActions({ kind, id, title }: SetActionsProps) {
  const printMode = usePrintMode();
  const { pathname } = useLocation();
  const address = { kind, id };
  // Asked with the page: the favorite needs the set's files at the click.
  const { data: set } = useGetMediaSetQuery(printMode ? skipToken : address);
  const [fetchSet] = useLazyGetMediaSetQuery();
  const terms = useDownloadTerms();
  const startDownload = useDownloadStart();
  const canMail = useContext(SetMailDialogContext) !== null;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mail, setMail] = useState<{ items: FavoriteItem[]; open: boolean } | null>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);

  if (printMode || set?.files.length === 0) return null;

  const deliver = async () => {
    setBusy(true);
    setNote(null);
    setProblem(null);
    try {
      const answer = await fetchSet(address, true).unwrap();
      if (answer.atOnce) setProblem(await startDownload(setZipPath(address), setZipName(answer.title)));
      else if (!canMail) setProblem(setActionTexts.noMail);
      else {
        setNote(setActionTexts.byMail(answer.bytes));
        setMail({ items: mailItemsOf(address, answer, pathname), open: true });
      }
    } catch (error) {
      setProblem(isApiError(error) && error.status === 0 ? setActionTexts.offline : setActionTexts.failed);
    } finally {
      setBusy(false);
    }
  };

  const closeMail = () => setMail((current) => current && { ...current, open: false });

  return (
    <div className="set-actions" role="group" aria-label={setActionTexts.group(title)}>
      <div className="set-actions__buttons">
        <button
          ref={downloadRef}
          type="button"
          className="btn btn-primary set-actions__download"
          // Not `disabled`: the button keeps the focus the terms dialog gives back while the set is asked for.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) terms.requestAfterTerms(() => void deliver());
          }}
        >
          {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <DownloadIcon />}
          {busy ? setActionTexts.preparing : setActionTexts.download[kind]}
        </button>
        <FavoriteButton
          className="set-actions__favorite"
          buttonClassName="btn btn-outline-primary"
          label={setActionTexts.favorite}
          title={title}
          favoriteOf={set ? (contentLink) => favoriteOfSet({ ...address, ...set }, contentLink) : null}
        />
      </div>
      <p className="set-actions__note" role="status">
        {note}
      </p>
      {problem && (
        <p className="set-actions__problem" role="alert">
          {problem}
        </p>
      )}
      {terms.dialog}
      {mail && (
        <LazyPart failed={mail.open && <PartLoadError onClose={closeMail} />}>
          <SetMailDialog
            show={mail.open}
            items={mail.items}
            onHide={closeMail}
            onSent={() => {
              closeMail();
              setNote(setActionTexts.sent);
            }}
            onExited={() => downloadRef.current?.focus()}
          />
        </LazyPart>
      )}
    </div>
  );
}
