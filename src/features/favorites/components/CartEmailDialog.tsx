import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/dialogs/Modal';
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { CartRequestBody, CartSizeResponse } from '../../../domain/cartSchemas';
import { emailMaxLength, isEmailShape } from '../../../domain/email';
import { cartOfFavorites, type FavoriteItem } from '../../../domain/favorites';
import { formatFileSize } from '../../../domain/format';
import { useGetCartSizeMutation, useRequestCartFilesMutation } from '../cartApi';
import { trackCartRequest } from '../cartEvents';
import { clearFavorites } from '../../../state/favorites/favoritesSlice';
import { favoritesTexts, fileCount } from '../favoritesTexts';

export interface CartEmailDialogProps {
  show: boolean;
  items: readonly FavoriteItem[];
  onHide: () => void;
  /** The request was stored: the favorites are already emptied, unless `keepFavorites`. */
  onSent: () => void;
  /** The items are not the favorites list but a set taken whole (a news item's photos, an album): the list stays. */
  keepFavorites?: boolean;
  /** Once the dialog is gone; focus is the page's to place (the autofocused field keeps Modal from restoring it). */
  onExited?: () => void;
}

/**
 * What to show for a failed call (spec section 8): a refusal (4xx) shows the server's reason in the dialog; no answer,
 * or a broken server, alerts 'Error' and shows nothing more.
 */
function reportFailure(error: unknown): string | null {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  const reason = refused ? serverReasonOf(error) : undefined;
  if (reason) return reason;
  window.alert(favoritesTexts.networkError);
  return null;
}

/**
 * 'Baixar todos' (spec sections 4 and 5): asks the visitor's e-mail, shows what the zip will hold (its files and
 * their bytes, as the server counts them for the zip and the e-mail) before anything is sent, then asks for the link. Until the address has the standard shape nothing is sent and nothing
 * moves on, without a message, as the spec has it. What was typed survives failures and closing the dialog (this
 * component stays mounted while the Modal comes and goes).
 */
export function CartEmailDialog({
  show,
  items,
  onHide,
  onSent,
  onExited,
  keepFavorites = false,
}: CartEmailDialogProps) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const titleId = useId();
  // A signed-in journalist's own address is the likely one: offered, and theirs to change.
  const ownEmail = useAppSelector((state) => state.auth.userData?.user.email ?? '');
  const [email, setEmail] = useState(ownEmail);
  const [shapeRejected, setShapeRejected] = useState(false);
  // What the zip will hold, as the server counts it (its files, a release's PDF included, and their bytes).
  const [size, setSize] = useState<CartSizeResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [getCartSize, sizeRequest] = useGetCartSizeMutation();
  const [requestCartFiles, filesRequest] = useRequestCartFilesMutation();

  const request = (): CartRequestBody => ({
    email: email.trim(),
    // A favorite without files would make the server refuse the whole cart (each entry needs one).
    cart: cartOfFavorites(items).filter((entry) => entry.files.length > 0),
  });

  const askSize = async (event: FormEvent) => {
    event.preventDefault();
    if (sizeRequest.isLoading) return;
    if (!isEmailShape(email.trim())) {
      setShapeRejected(true);
      return;
    }
    setRefusal(null);
    try {
      const answer = await getCartSize(request()).unwrap();
      setSize(answer);
    } catch (error) {
      setRefusal(reportFailure(error));
    }
  };

  const send = async () => {
    if (filesRequest.isLoading) return;
    setRefusal(null);
    try {
      const body = request();
      await requestCartFiles(body).unwrap();
      // Counted once the request is stored: a refused or failed one asked for nothing.
      trackCartRequest(body.cart);
      if (!keepFavorites) dispatch(clearFavorites());
      setSize(null);
      onSent();
    } catch (error) {
      setRefusal(reportFailure(error));
    }
  };

  // The e-mail stays; the size is asked again next time, as the list may have changed meanwhile.
  const hide = () => {
    setSize(null);
    setRefusal(null);
    onHide();
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    setShapeRejected(false);
    setRefusal(null);
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      onExited={onExited}
      centered
      className="favorites-dialog"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId} as="h2" className="favorites-dialog__title">
          Receber por e-mail
        </Modal.Title>
      </Modal.Header>
      {size === null ? (
        <form noValidate onSubmit={(event) => void askSize(event)}>
          <Modal.Body>
            <p>
              Enviaremos o link para baixar os arquivos em um arquivo .zip para o e-mail que você informar.
            </p>
            <label htmlFor={inputId} className="form-label">
              E-mail
            </label>
            <input
              id={inputId}
              className="form-control"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={emailMaxLength}
              value={email}
              onChange={(event) => changeEmail(event.target.value)}
              aria-invalid={shapeRejected || undefined}
              autoFocus
            />
            {refusal && (
              <p className="favorites-dialog__refusal" role="alert">
                {refusal}
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={hide}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={sizeRequest.isLoading}>
              {sizeRequest.isLoading ? 'Calculando…' : 'Continuar'}
            </button>
          </Modal.Footer>
        </form>
      ) : (
        <>
          <Modal.Body>
            <p className="favorites-dialog__size">
              {fileCount(size.files)}, {formatFileSize(size.size)} no total.
            </p>
            <p>
              O link para baixar será enviado para <strong>{email.trim()}</strong>.
            </p>
            {refusal && (
              <p className="favorites-dialog__refusal" role="alert">
                {refusal}
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setSize(null)}>
              Alterar e-mail
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void send()}
              disabled={filesRequest.isLoading}
              autoFocus
            >
              {filesRequest.isLoading ? 'Enviando…' : 'Enviar link'}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
