import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../../components/layout/icons';
import { useAnnounce } from '../../../lib/a11y/useAnnounce';
import { searchLimits, searchQueryOf, searchTexts } from '../../../domain/search';
import { paths } from '../../../domain/routes';
import { useGetSearchSuggestionsQuery } from '../searchApi';
import { searchResultPath } from '../searchLinks';
import { searchLabels, suggestionsCount, suggestionsDebounceMs } from '../searchTexts';
import { useDebouncedValue } from '../useDebouncedValue';
import { SearchIcon } from './SearchIcon';
import { SearchSuggestions, type Suggestion } from './SearchSuggestions';
import '../headerSearch.css';

/**
 * The header's search box (spec sections 4 and 5): at most 60 characters; from 3 trimmed characters, suggestions
 * asked for once typing pauses, in an accessible combobox (arrows move, Enter opens the active one or searches,
 * Escape closes then clears; the page's live region says how many). Submitting searches on /SearchPage; an empty box
 * alerts, and a query too short goes to / as the spec has the header do. From 992 px the box is always drawn; on
 * narrower screens a search button opens it as a bar under the header.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-sugestoes`;
  const boxId = `${id}-caixa`;
  const optionId = (index: number) => `${id}-opcao-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Phones and tablets only: whether the bar under the header is open. Wider screens ignore it (CSS).
  const [boxOpen, setBoxOpen] = useState(false);

  const query = searchQueryOf(text);
  const settledQuery = useDebouncedValue(query, suggestionsDebounceMs);
  // `currentData` is the answer for the settled text alone, never an older text's (`data` would be): an answer that
  // arrives late is stored under its own text and stays out of sight.
  const { currentData } = useGetSearchSuggestionsQuery(
    query !== null && settledQuery !== null ? settledQuery : skipToken,
  );

  const suggestions: Suggestion[] = (currentData?.listAll ?? [])
    .slice(0, searchLimits.quickResults)
    .flatMap((result) => {
      const to = searchResultPath(result);
      return to ? [{ result, to }] : [];
    });

  // State adjusted while rendering (React's advice over an effect): new suggestions start with none active, and a
  // new page closes everything.
  const [seenData, setSeenData] = useState(currentData);
  if (seenData !== currentData) {
    setSeenData(currentData);
    setActiveIndex(-1);
  }
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setListOpen(false);
    setBoxOpen(false);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (boxOpen) inputRef.current?.focus();
  }, [boxOpen]);

  useEffect(() => {
    // The active option stays in sight when the list scrolls (jsdom has no scrollIntoView).
    if (activeIndex >= 0)
      document.getElementById(`${id}-opcao-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  // Fewer than 3 characters hide the popup at once, without waiting for the pause.
  const popupShown = listOpen && query !== null;
  const expanded = popupShown && suggestions.length > 0;
  const message = !popupShown
    ? null
    : currentData === undefined
      ? searchTexts.searching
      : suggestions.length === 0
        ? searchTexts.noResults
        : null;
  // What the lookup found is said through the page's live region, for each new text (the count may be the last
  // one's); the wait before it, at every pause in typing, is only shown.
  const found =
    !popupShown || currentData === undefined ? null : (message ?? suggestionsCount(suggestions.length));
  useAnnounce(found, settledQuery);

  const closeList = () => {
    setListOpen(false);
    setActiveIndex(-1);
  };

  const choose = (suggestion: Suggestion) => {
    closeList();
    setText('');
    navigate(suggestion.to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      window.alert(searchTexts.empty);
      return;
    }
    closeList();
    const valid = searchQueryOf(text);
    // Spec section 5: the header sends a query that is too short to /, as it does a missing one.
    navigate(valid ? paths.search.href(valid) : '/');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setListOpen(true);
        else setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) setListOpen(true);
        else setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const active = expanded ? suggestions[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          choose(active);
        }
        break; // otherwise the form submits the text
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        if (popupShown) closeList();
        else if (text !== '') setText('');
        else if (boxOpen) {
          setBoxOpen(false);
          toggleRef.current?.focus();
        }
        break;
    }
  };

  // The phone's bar is a panel over the page: Escape on any of its controls closes it, back on its button (the box
  // handles its own Escape first, and stops it there).
  const onBarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !boxOpen) return;
    event.preventDefault();
    closeList();
    setBoxOpen(false);
    toggleRef.current?.focus();
  };

  // Leaving the search (a click on the page, a tab past it) closes the popup, and the bar on a phone.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    closeList();
    setBoxOpen(false);
  };

  return (
    <div
      className={`header-search${boxOpen ? ' header-search--open' : ''}`}
      onBlur={onBlur}
      onKeyDown={onBarKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="site-header__icon-button header-search__toggle"
        aria-label={boxOpen ? searchLabels.closeBox : searchLabels.openBox}
        aria-expanded={boxOpen}
        aria-controls={boxId}
        onClick={() => setBoxOpen((open) => !open)}
      >
        {boxOpen ? (
          <CloseIcon className="header-search__icon" />
        ) : (
          <SearchIcon className="header-search__icon" />
        )}
      </button>
      <form
        id={boxId}
        role="search"
        aria-label={searchLabels.region}
        className="header-search__box"
        onSubmit={submit}
        noValidate
      >
        <label htmlFor={`${id}-campo`} className="visually-hidden">
          {searchLabels.input}
        </label>
        <input
          ref={inputRef}
          id={`${id}-campo`}
          type="text"
          role="combobox"
          className="header-search__input"
          placeholder="Buscar notícias, carros, páginas…"
          value={text}
          maxLength={searchLimits.maxLength}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="site-header__icon-button header-search__submit"
          aria-label={searchLabels.submit}
        >
          <SearchIcon className="header-search__icon" />
        </button>
        <SearchSuggestions
          listboxId={listboxId}
          optionId={optionId}
          suggestions={suggestions}
          activeIndex={activeIndex}
          shown={popupShown}
          message={message}
          onChoose={choose}
        />
      </form>
    </div>
  );
}
