import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  RelatedCarousel,
  relatedGallery,
  relatedNews,
} from '../../../src/components/content/RelatedCarousel';
import { relatedCarouselSettings, settingsAt } from '../../../src/components/content/relatedCarouselSettings';
import { displayTitle } from '../../../src/domain/format';
import { galleryFixture, newsFixture } from '../../fixtures/content';
import { renderWithProviders, setViewportWidth, untilSlidersLoaded } from '../utils';

describe('relatedCarouselSettings (spec section 9)', () => {
  it('shows and scrolls 3 at a time, in 500 ms, looping only with more than 3 items', () => {
    const three = relatedCarouselSettings(3, 'horizontal');
    expect(three).toMatchObject({
      slidesToShow: 3,
      slidesToScroll: 3,
      speed: 500,
      infinite: false,
      vertical: false,
    });
    expect(relatedCarouselSettings(4, 'horizontal').infinite).toBe(true);
    for (const rule of three.responsive!)
      expect((rule.settings as { infinite: boolean }).infinite).toBe(false);
    for (const rule of relatedCarouselSettings(4, 'horizontal').responsive!) {
      expect((rule.settings as { infinite: boolean }).infinite).toBe(true);
    }
  });

  it('resolves the settings of the window width itself', () => {
    const settings = relatedCarouselSettings(9, 'vertical');
    expect(settingsAt(settings, 'wide')).toMatchObject({ vertical: true, slidesToShow: 7, arrows: true });
    expect(settingsAt(settings, 'tablet')).toMatchObject({ vertical: true, slidesToShow: 3, arrows: false });
    expect(settingsAt(settings, 'phone')).toMatchObject({ vertical: false, slidesToShow: 1, rows: 3 });
    expect(settingsAt(settings, 'phone')).not.toHaveProperty('responsive');
  });

  it('lists 7 in the vertical list', () => {
    expect(relatedCarouselSettings(9, 'vertical')).toMatchObject({ vertical: true, slidesToShow: 7 });
  });

  it('runs vertically without arrows at 768 px and under, one slide of 3 rows at 544 and under', () => {
    const [tablet, phone] = relatedCarouselSettings(9, 'horizontal').responsive!;
    expect(tablet).toMatchObject({
      breakpoint: 768,
      settings: { vertical: true, arrows: false, slidesToShow: 3 },
    });
    expect(phone).toMatchObject({
      breakpoint: 544,
      settings: { arrows: false, slidesToShow: 1, slidesToScroll: 1, rows: 3 },
    });
  });
});

const cards = (region: HTMLElement) =>
  region.querySelectorAll('.slick-slide:not(.slick-cloned) .related-card');

describe('RelatedCarousel', () => {
  it('links news to their pages, with dates and titles', () => {
    setViewportWidth(1280);
    renderWithProviders(
      <RelatedCarousel title="Relacionados" items={relatedNews(newsFixture.slice(0, 2))} />,
    );
    const region = screen.getByRole('region', { name: 'Relacionados' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Relacionados' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Notícia 1:/ })).toHaveAttribute('href', '/news/100');
    expect(within(region).getByText('20/11/2026')).toBeInTheDocument();
    for (const image of region.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it.each([1280, 390])(
    'shows photos and videos with their actions at %i px, never a link to their files',
    async (width) => {
      setViewportWidth(width);
      const photo = galleryFixture[0]!;
      const video = galleryFixture[8]!;
      const { user } = renderWithProviders(
        <RelatedCarousel title="Fotos e vídeos" items={relatedGallery([photo, video])} />,
      );
      // The slider replaces the first view when the page is idle: a menu opened before would go with it.
      await untilSlidersLoaded();
      const region = screen.getByRole('region', { name: 'Fotos e vídeos' });
      expect(within(region).queryAllByRole('link')).toEqual([]);

      const photoName = displayTitle(photo.title);
      expect(within(region).getByRole('img', { name: photo.title })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Ampliar: ${photoName}` })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Favoritar: ${photoName}` })).toBeInTheDocument();
      // Baixar offers the sizes, each through the download terms (as on every picture of the site).
      await user.click(within(region).getByRole('button', { name: `Baixar: ${photoName}` }));
      expect(within(region).getAllByRole('button', { name: new RegExp(`— ${photoName}$`) })).toHaveLength(3);

      const videoName = displayTitle(video.title);
      expect(
        within(region).getByRole('button', { name: `Reproduzir vídeo: ${videoName}` }),
      ).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: `Ampliar: ${videoName}` })).not.toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Baixar: ${videoName}` })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Favoritar: ${videoName}` })).toBeInTheDocument();
    },
  );

  it('does not loop with 3 items, and has no arrows to move', () => {
    setViewportWidth(1280);
    const { container } = renderWithProviders(
      <RelatedCarousel title="Notícias" items={relatedNews(newsFixture.slice(0, 3))} />,
    );
    expect(container.querySelectorAll('.slick-cloned')).toHaveLength(0);
    expect(cards(container)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
  });

  it('loops with more than 3 items, with arrows on a large screen', async () => {
    setViewportWidth(1280);
    const { container } = renderWithProviders(
      <RelatedCarousel title="Notícias" items={relatedNews(newsFixture.slice(0, 5))} />,
    );
    await untilSlidersLoaded();
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
  });

  it('runs vertically with dots instead of arrows at 768 px', async () => {
    setViewportWidth(768);
    const { container } = renderWithProviders(
      <RelatedCarousel title="Notícias" items={relatedNews(newsFixture.slice(0, 5))} />,
    );
    await untilSlidersLoaded();
    expect(container.querySelector('.slick-slider')).toHaveClass('slick-vertical');
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notícias: ir para o grupo 2' })).toBeInTheDocument();
  });

  it('groups rows of 3 in one slide at 390 px', async () => {
    setViewportWidth(390);
    const { container } = renderWithProviders(
      <RelatedCarousel title="Notícias" items={relatedNews(newsFixture.slice(0, 6))} />,
    );
    await untilSlidersLoaded();
    const slides = container.querySelectorAll('.slick-slide:not(.slick-cloned)');
    expect(slides).toHaveLength(2);
    expect(slides[0]!.querySelectorAll('.related-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
  });

  it('shows nothing without items', () => {
    const { container } = renderWithProviders(<RelatedCarousel title="Notícias" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
