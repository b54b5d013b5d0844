import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import type { FavoriteItem } from '../../../domain/favorites';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { CartEmailDialog } from '../components/CartEmailDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FavoritesList } from '../components/FavoritesList';
import {
  clearFavorites,
  removeFromFavorites,
  selectFavorites,
} from '../../../state/favorites/favoritesSlice';
import { favoritesTexts, fileCount, itemCount, removedAnnouncement } from '../favoritesTexts';
import { announce } from '../../../lib/a11y/announcer';
import { displayTitle } from '../../../domain/format';
import '../favorites.scss';

type Question = { kind: 'one'; item: FavoriteItem } | { kind: 'all' };

/**
 * /carrinho, titled Favoritos (spec sections 2 and 4): the favorites, each removable after a question, cleared all at
 * once after another, and 'Baixar todos', which sends the link to the zip by e-mail.
 */
export default function FavoritesPage() {
  useDocumentTitle('Favoritos');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectFavorites);
  const navigate = useNavigate();
  const location = useLocation();
  // The question stays while its dialog fades out, so the text doesn't change under the visitor's eyes.
  const [question, setQuestion] = useState<Question>({ kind: 'all' });
  const [asking, setAsking] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The control that opened a dialog, to take the focus back when it closes (if it still exists).
  const opener = useRef<HTMLElement | null>(null);

  const ask = (next: Question) => {
    opener.current = document.activeElement as HTMLElement | null;
    setQuestion(next);
    setAsking(true);
  };
  const openEmail = () => {
    opener.current = document.activeElement as HTMLElement | null;
    setEmailOpen(true);
  };
  const restoreFocus = () => {
    const target = sent ? sentRef.current : opener.current?.isConnected ? opener.current : headingRef.current;
    target?.focus();
    opener.current = null;
  };

  // The removed line takes its button with it: the person hears what went and how many are left.
  const confirm = () => {
    if (question.kind === 'one') {
      dispatch(removeFromFavorites(question.item.imageLink));
      announce(removedAnnouncement(displayTitle(question.item.name), items.length - 1));
    } else {
      dispatch(clearFavorites());
      announce(favoritesTexts.pageEmpty);
    }
    setAsking(false);
  };

  // The first page of a visit has nowhere to go back to: home instead of leaving the site.
  const goBack = () => (location.key === 'default' ? navigate(paths.home.href()) : navigate(-1));

  const files = items.reduce((total, item) => total + item.contentToDownload.length, 0);

  return (
    <div className="favorites-page site-container">
      <Breadcrumb items={[{ label: 'Favoritos' }]} />
      <h1 ref={headingRef} className="favorites-page__title" tabIndex={-1}>
        Favoritos
      </h1>
      <div role="status">
        {sent && (
          <p ref={sentRef} className="favorites-page__sent" tabIndex={-1}>
            {favoritesTexts.requestSent}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <div className="favorites-page__empty">
          {!sent && <p className="favorites-page__empty-text">{favoritesTexts.pageEmpty}</p>}
          <button type="button" className="btn btn-outline-primary" onClick={() => void goBack()}>
            Voltar
          </button>
        </div>
      ) : (
        <>
          <div className="favorites-page__toolbar">
            <p className="favorites-page__summary">
              {itemCount(items.length)}, {fileCount(files)}
            </p>
            <div className="favorites-page__actions">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => ask({ kind: 'all' })}
              >
                Limpar favoritos
              </button>
              <button type="button" className="btn btn-primary" onClick={openEmail}>
                Baixar todos
              </button>
            </div>
          </div>
          <FavoritesList items={items} onRemove={(item) => ask({ kind: 'one', item })} />
        </>
      )}
      <ConfirmDialog
        show={asking}
        question={question.kind === 'all' ? favoritesTexts.confirmClear : favoritesTexts.confirmRemove}
        detail={question.kind === 'one' ? displayTitle(question.item.name) : undefined}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        onExited={restoreFocus}
      />
      <CartEmailDialog
        show={emailOpen}
        items={items}
        onHide={() => setEmailOpen(false)}
        onSent={() => {
          setSent(true);
          setEmailOpen(false);
        }}
        onExited={restoreFocus}
      />
    </div>
  );
}
