import { lazy, useCallback, useState } from 'react';
import { LazyPart } from '../../layout/LazyPart';
import { PartLoadError } from '../../layout/PartLoadError';
import { downloadAcceptedStorage } from '../../../lib/storage';
import { downloadPathOf } from './mediaDownload';
import { mediaFileName } from '../../../domain/media';
import { useDownloadStart } from './useDownloadStart';

const loadDialog = () => import('./DownloadTermsDialog');
const DownloadTermsDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of need (a download menu opening), unless the terms were accepted already. */
export function preloadDownloadTerms(): void {
  // A failed load is told when the dialog is asked for (LazyPart), not here.
  if (downloadAcceptedStorage.read() !== 'accepted') void loadDialog().catch(() => {});
}

/**
 * The download terms rule, and its only home (spec section 4): a download waits for the terms until the visitor has
 * accepted them once, in this dialog or on the terms page (`downloadAccepted` = 'accepted'); later ones start at
 * once. `requestDownload(link)` is what every download control calls; a download that is more than one file's link
 * (a set's zip) asks `requestAfterTerms(start)`. `dialog` is rendered next to the control, and so is `refusal`: the
 * words of a download refused (too many in a minute, no connection), where the click was.
 */
export function useDownloadTerms() {
  // Wrapped: a function alone in state would be taken for an updater.
  const [pending, setPending] = useState<{ start: () => void } | null>(null);
  // Kept mounted after the first ask, so the dialog closes with its animation and gives focus back.
  const [asked, setAsked] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const startDownload = useDownloadStart();

  const requestAfterTerms = useCallback((start: () => void) => {
    if (downloadAcceptedStorage.read() === 'accepted') {
      start();
      return;
    }
    setAsked(true);
    setPending({ start });
  }, []);

  const requestDownload = useCallback(
    (link: string, fileName = mediaFileName(link)) =>
      requestAfterTerms(() => {
        setRefused(null);
        void startDownload(downloadPathOf(link), fileName).then(setRefused);
      }),
    [requestAfterTerms, startDownload],
  );

  const cancel = () => setPending(null);
  const dialog = asked ? (
    <LazyPart failed={pending !== null && <PartLoadError onClose={cancel} />}>
      <DownloadTermsDialog
        show={pending !== null}
        onConfirm={() => {
          downloadAcceptedStorage.write('accepted');
          setPending(null);
          // Still within the click on 'Baixar': a new window is not a popup to the browser.
          pending?.start();
        }}
        onCancel={cancel}
      />
    </LazyPart>
  ) : null;

  const refusal = refused ? (
    <p className="download-refusal" role="alert">
      {refused}
    </p>
  ) : null;

  return { requestDownload, requestAfterTerms, dialog, refusal };
}
