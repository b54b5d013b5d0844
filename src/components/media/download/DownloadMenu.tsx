import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DownloadChoice } from './downloadChoices';
import { preloadDownloadTerms } from './useDownloadTerms';
import { DownloadIcon } from '../actionIcons';
import { displayTitle } from '../../../domain/format';
import '../mediaActions.css';

export interface DownloadMenuProps {
  choices: DownloadChoice[];
  /** What is downloaded, for the accessible names. */
  title: string;
  /** The chosen size's link and the name the server gives its file. */
  onChoose: (link: string, fileName: string) => void;
}

/**
 * 'Baixar' and its sizes (spec section 3: Pequena, Média, Grande with their size labels; a video's MP4 and its original, each by format
 * and pixels).
 * A disclosure, not an ARIA menu: a button that shows a short list of buttons, reached with Tab, closed by Escape,
 * by a choice or by leaving it.
 */
export function DownloadMenu({ choices, title, onChoose }: DownloadMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sizesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // A list opened near the bottom of the window would be cut off, or hidden under the cookie notice: scrolled
    // just enough to show it whole, clear of the notice (the page's scroll padding keeps the notice's room).
    sizesRef.current?.scrollIntoView?.({ block: 'nearest' });
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Closes the list only, not the lightbox it may sit in.
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const choose = (link: string, fileName: string) => {
    setOpen(false);
    // Focus goes back to 'Baixar' first: the terms dialog, if it opens, returns it there when it closes.
    toggleRef.current?.focus();
    onChoose(link, fileName);
  };

  return (
    <div
      ref={rootRef}
      className="media-actions__download"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="media-actions__button"
        aria-label={`Baixar: ${displayTitle(title)}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) preloadDownloadTerms();
          setOpen(!open);
        }}
      >
        <DownloadIcon />
        <span className="media-actions__label">Baixar</span>
      </button>
      {/* Buttons, not a list: the card around it is a list item already, and counted as one. */}
      <div ref={sizesRef} id={listId} className="media-actions__sizes" hidden={!open}>
        {choices.map((choice) => (
          <button
            key={choice.link}
            type="button"
            className="media-actions__size"
            aria-label={[choice.label, choice.size, `— ${displayTitle(title)}`].filter(Boolean).join(' ')}
            onClick={() => choose(choice.link, choice.fileName)}
          >
            <span className="media-actions__size-name">{choice.label}</span>
            {choice.size && (
              <>
                {' '}
                <span className="media-actions__size-label">{choice.size}</span>
              </>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
