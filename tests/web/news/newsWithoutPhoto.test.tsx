import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NewsCardGrid } from '../../../src/components/news/NewsCard';
import type { NewsItem } from '../../../src/domain/content';
import { NewsList } from '../../../src/features/home/components/NewsList';
import { SearchResultList } from '../../../src/features/search/components/SearchResultList';
import { hit } from '../search/searchFixtures';
import { newsListFixture } from '../../fixtures/news';
import { renderWithProviders } from '../utils';

/** A news item written without a main photo, as the API lists it: every address of its picture empty. */
const withoutPhoto: NewsItem = {
  ...newsListFixture[1]!,
  id: 77,
  title: 'Nota oficial sem foto',
  media: '',
  mediaMed: '',
  mediaLow: '',
};
const withPhoto = newsListFixture[0]!;

function expectPlaceholderIn(card: HTMLElement) {
  // No picture at all rather than an <img> with nothing to show: the broken-image sign never appears.
  expect(card.querySelector('img')).toBeNull();
  const placeholder = card.querySelector('.picture-placeholder')!;
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  // The box of the card's photo (3:2), so the card keeps its shape beside the others.
  expect(placeholder).toHaveStyle({ aspectRatio: '1024 / 683' });
  expect(placeholder.querySelector('svg')).not.toBeNull();
}

describe('a news item without a photo', () => {
  it("shows the newsroom's mark in a news card of /news, beside cards with their photo", () => {
    renderWithProviders(<NewsCardGrid news={[withPhoto, withoutPhoto]} />);
    const [first, second] = screen.getAllByRole('article');
    expect(first!.querySelector('img')).toHaveAttribute('src', withPhoto.mediaLow);
    expectPlaceholderIn(second!);
    expect(within(second!).getByRole('link', { name: 'Nota oficial sem foto' })).toHaveAttribute(
      'href',
      '/news/77',
    );
  });

  it("shows the newsroom's mark in the news of /home", () => {
    const { container } = renderWithProviders(<NewsList news={[withoutPhoto]} />);
    expectPlaceholderIn(container.querySelector('.home-card')!);
  });

  it("shows the newsroom's mark among the search results", () => {
    renderWithProviders(
      <SearchResultList results={[hit('news', 77, 'Nota oficial sem foto', { media: '' })]} />,
    );
    const result = screen.getByRole('listitem');
    expect(result.querySelector('img')).toBeNull();
    expect(result.querySelector('.picture-placeholder svg')).not.toBeNull();
  });
});
