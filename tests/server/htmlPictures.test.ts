/**
 * The picture addresses of an HTML text, as a browser reads them (`src`, each `srcset` candidate, entities decoded),
 * and a rewrite of them that leaves every other character of the text as it was.
 */
import { describe, expect, it } from 'vitest';
import { mapPictureAddresses, pictureAddressesIn } from '../../server/content/htmlPictures';

const grant = (address: string) => (address.startsWith('/media/') ? `${address}?acesso=1.x` : address);

describe('picture addresses of an HTML text', () => {
  it('reads src and srcset of pictures, not of links', () => {
    const html =
      '<p><a href="/media/a/link.pdf">PDF</a></p><figure><IMG SRC=\'/media/a/one.jpg\' alt="x"></figure>' +
      '<picture><source srcset="/media/a/two.avif 1x, /media/a/three.avif 2x"><img src=" /media/a/t&amp;o.jpg "></picture>';
    expect(pictureAddressesIn(html)).toEqual([
      '/media/a/one.jpg',
      '/media/a/two.avif',
      '/media/a/three.avif',
      '/media/a/t&o.jpg',
    ]);
  });

  it('rewrites only the picture attributes, keeping the rest of the text', () => {
    const html =
      '<h2>Ficha</h2><p>A &amp; B<br/></p><figure><img src="/media/a/one.jpg" alt="Um &quot;dois&quot;">' +
      '<figcaption>Foto<small>Ana</small></figcaption></figure><img srcset="/media/a/s.jpg 320w, https://x.example/y.jpg 640w">';
    expect(mapPictureAddresses(html, grant)).toBe(
      '<h2>Ficha</h2><p>A &amp; B<br/></p><figure><img src="/media/a/one.jpg?acesso=1.x" alt="Um &quot;dois&quot;">' +
        '<figcaption>Foto<small>Ana</small></figcaption></figure>' +
        '<img srcset="/media/a/s.jpg?acesso=1.x 320w, https://x.example/y.jpg 640w">',
    );
  });

  it('answers the very same text when nothing changes', () => {
    const html = '<p>Sem fotos da redação <img src="https://x.example/y.jpg"></p>';
    expect(mapPictureAddresses(html, grant)).toBe(html);
  });
});
