import type { MouseEvent } from 'react';
import { PicturePlaceholder } from '../../../components/media/PicturePlaceholder';
import { Thumbnail } from '../../../components/media/Thumbnail';
import { searchCategoryLabels } from '../../../domain/search';
import type { SearchResult } from '../../../domain/searchSchemas';
import { displayTitle } from '../../../domain/format';
import { searchLabels } from '../searchTexts';

export interface Suggestion {
  result: SearchResult;
  /** The result's page. */
  to: string;
}

export interface SearchSuggestionsProps {
  listboxId: string;
  /** The id of option `index`, for the combobox's aria-activedescendant. */
  optionId: (index: number) => string;
  suggestions: Suggestion[];
  activeIndex: number;
  /** Drawn under the box: the suggestions, or a message while there are none. */
  shown: boolean;
  /** 'Buscando resultados...' or 'Não foram encontrados resultados' when there are no options to show. */
  message: string | null;
  onChoose: (suggestion: Suggestion) => void;
}

// A press on an option must not take the focus from the box: the box is where the keyboard and the screen reader are.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The popup of the header's combobox (WAI-ARIA 1.2 list autocomplete): a listbox whose options show a small picture,
 * the title and the category. The listbox stays in the page while hidden, so the box's aria-controls always points
 * at something; the message beside it is drawn only (the box's live region says it).
 */
export function SearchSuggestions({
  listboxId,
  optionId,
  suggestions,
  activeIndex,
  shown,
  message,
  onChoose,
}: SearchSuggestionsProps) {
  return (
    <div className="header-search__popup" hidden={!shown}>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={searchLabels.suggestions}
        className="header-search__options"
        hidden={suggestions.length === 0}
      >
        {suggestions.map((suggestion, index) => {
          const { title, media } = suggestion.result.item;
          const category = searchCategoryLabels[suggestion.result.category_type];
          return (
            <li
              key={`${suggestion.result.category_type}-${suggestion.result.item.object.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Named in words, title then category: the picture says nothing more and the spans would run together.
              aria-label={`${title}, ${category}`}
              className="header-search__option"
              onMouseDown={keepFocus}
              onClick={() => onChoose(suggestion)}
            >
              {media ? (
                <Thumbnail
                  className="header-search__thumb"
                  src={media}
                  alt=""
                  sizes="3rem"
                  width={48}
                  height={32}
                />
              ) : (
                <PicturePlaceholder className="header-search__thumb" width={48} height={32} />
              )}
              <span className="header-search__option-text">
                <span className="header-search__option-title">{displayTitle(title)}</span>
                <span className="header-search__option-category">{category}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {message && (
        <p className="header-search__message" aria-hidden="true">
          {message}
        </p>
      )}
    </div>
  );
}
