import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../../server/site/appRoutes';
import { pageAssetTags, type Manifest } from '../../server/site/pageAssets';
import { pageFileOf } from '../../src/domain/routes';

// The shape of Vite's manifest: an entry with its static imports, a page chunk sharing one of them, its own CSS.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-d4.js',
    imports: ['_react-b2.js', 'index.html', '_Carousel-e5.js'],
    css: ['assets/HomePage-f6.css'],
  },
  '_Carousel-e5.js': {
    file: 'assets/Carousel-e5.js',
    imports: ['_react-b2.js'],
    css: ['assets/Carousel-g7.css'],
  },
  'src/features/loans/pages/LoanRequestPage.tsx': { file: 'assets/LoanRequestPage-h8.js' },
};

const hrefs = (tags: string[]) => tags.map((tag) => /href="([^"]+)"/.exec(tag)![1]);

describe('the assets a page names in its HTML', () => {
  it('preloads the menu and the page’s own read, its chunks but not the entry’s, and its stylesheets', () => {
    expect(pageAssetTags(manifest, '/home', '/api/')).toEqual([
      '<link rel="preload" as="fetch" href="/api/menu/json/" crossorigin="anonymous" />',
      '<link rel="preload" as="fetch" href="/api/home/json/" crossorigin="anonymous" />',
      '<link rel="modulepreload" href="/assets/HomePage-d4.js" />',
      '<link rel="modulepreload" href="/assets/Carousel-e5.js" />',
      '<link rel="preload" as="style" href="/assets/HomePage-f6.css" crossorigin />',
      '<link rel="preload" as="style" href="/assets/Carousel-g7.css" crossorigin />',
    ]);
    expect(pageAssetTags(manifest, '/', '/api/')).toEqual(pageAssetTags(manifest, '/home', '/api/'));
  });

  it('names each content page’s read by its ids', () => {
    const reads = (pathname: string) => hrefs(pageAssetTags(null, pathname, '/api/'));
    expect(reads('/news/7')).toEqual(['/api/menu/json/', '/api/news/json/news/7']);
    expect(reads('/cars/car/3')).toEqual(['/api/menu/json/', '/api/cars/json/car/3']);
    expect(reads('/cars/version/3/9')).toEqual(['/api/menu/json/', '/api/cars/json/car/3/version/9']);
    expect(reads('/company')).toEqual(['/api/menu/json/']);
    expect(reads('/media-gallery')).toEqual([
      '/api/menu/json/',
      '/api/buckets/json/photos?page=1&limit=9',
      '/api/buckets/json/videos?page=1&limit=9',
      '/api/buckets/json?page=1&limit=9',
    ]);
  });

  it('names a signed-in page’s code and only the public menu, since its own reads carry the session', () => {
    expect(hrefs(pageAssetTags(manifest, '/solicita-comodato', '/api/'))).toEqual([
      '/api/menu/json/',
      '/assets/LoanRequestPage-h8.js',
    ]);
  });

  it('names nothing for an address that is no route, nor for a print variant', () => {
    expect(pageAssetTags(manifest, '/nao-existe', '/api/')).toEqual([]);
    expect(pageAssetTags(manifest, '/news/1/pdf', '/api/')).toEqual([]);
  });

  it('matches addresses to routes as the router does', () => {
    const pageOf = (pathname: string) => {
      const matched = matchAppRoute(pathname);
      return matched ? pageFileOf(matched.route) : null;
    };
    expect(pageOf('/news/12')).toBe('src/features/news/pages/NewsDetailPage.tsx');
    expect(pageOf('/news/12/pdf')).toBe('src/features/news/pages/NewsPdfPage.tsx');
    expect(pageOf('/Company/2/3/')).toBe('src/features/sections/pages/SectionPage.tsx');
    expect(pageOf('/aprovacao/5')).toBe('src/features/loans/pages/ApprovalDetailPage.tsx');
    // A news item's full address, its slug after the id; a word more is no page.
    expect(pageOf('/news/12/aurora-volt-chega')).toBe('src/features/news/pages/NewsDetailPage.tsx');
    expect(pageOf('/news/12/aurora-volt-chega/outra')).toBeNull();
  });
});
