import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from '../../../src/components/media/ResponsiveImage';
import { Thumbnail } from '../../../src/components/media/Thumbnail';

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('a thumbnail', () => {
  it('offers a JPEG’s 320 and 640 px thumbnails in AVIF, WebP and JPEG, lazily, in a reserved box', () => {
    render(<Thumbnail src="/media/images/carro.jpg" alt="Carro" sizes="200px" width={1024} height={683} />);
    const img = screen.getByAltText('Carro');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '683');
    expect(img).toHaveAttribute('src', '/media/images/carro.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/images/carro-320.jpg 320w, /media/images/carro-640.jpg 640w, /media/images/carro.jpg 1024w',
    );
    expect(sourcesOf(img)).toEqual([
      {
        type: 'image/avif',
        srcset:
          '/media/images/carro-320.avif 320w, /media/images/carro-640.avif 640w, /media/images/carro.avif 1024w',
        sizes: '200px',
      },
      {
        type: 'image/webp',
        srcset:
          '/media/images/carro-320.webp 320w, /media/images/carro-640.webp 640w, /media/images/carro.webp 1024w',
        sizes: '200px',
      },
    ]);
  });

  it('draws a picture of another format as it is', () => {
    render(<Thumbnail src="/media/images/logo.png" alt="Logo" sizes="48px" width={48} height={32} />);
    const img = screen.getByAltText('Logo');
    expect(img.closest('picture')).toBeNull();
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '48');
  });
});

describe('a responsive photo', () => {
  it('is the page’s main image when asked: eager and first, with its AVIF and WebP before the JPEG', () => {
    render(
      <ResponsiveImage
        image={{ mediaLow: '/m/a-low.jpg', mediaMed: '/m/a-med.jpg', media: '/m/a-full.jpg' }}
        alt="Destaque"
        sizes="100vw"
        priority
      />,
    );
    const img = screen.getByAltText('Destaque');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '683');
    const picture = img.closest('picture')!;
    // The <img> comes last: a browser takes the first <source> whose type it knows.
    expect([...picture.children].map((child) => child.tagName)).toEqual(['SOURCE', 'SOURCE', 'IMG']);
    expect(sourcesOf(img).map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sourcesOf(img)[0]!.srcset).toContain('/m/a-med.avif 1795w');
  });

  it('is a plain <img> with its renditions when they are no JPEGs', () => {
    render(
      <ResponsiveImage
        image={{ mediaLow: '/m/a-low.png', mediaMed: '/m/a-med.png', media: '/m/a-full.png' }}
        alt="PNG"
        sizes="50vw"
      />,
    );
    const img = screen.getByAltText('PNG');
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('srcset', '/m/a-low.png 1024w, /m/a-med.png 1795w, /m/a-full.png 4096w');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
