import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageAssetTags, pageModules, type Manifest } from '../../server/services/pageAssets';

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
};

describe('the assets a page names in its HTML', () => {
  it('preloads the menu and the page’s own read, its chunks but not the entry’s, and its stylesheets', () => {
    expect(pageAssetTags(manifest, { kind: 'home' }, '/api/')).toEqual([
      '<link rel="preload" as="fetch" href="/api/menu/json/" crossorigin="anonymous" />',
      '<link rel="preload" as="fetch" href="/api/home/json/" crossorigin="anonymous" />',
      '<link rel="modulepreload" href="/assets/HomePage-d4.js" />',
      '<link rel="modulepreload" href="/assets/Carousel-e5.js" />',
      '<link rel="preload" as="style" href="/assets/HomePage-f6.css" crossorigin />',
      '<link rel="preload" as="style" href="/assets/Carousel-g7.css" crossorigin />',
    ]);
  });

  it('names each content page’s read by its ids', () => {
    const reads = (page: Parameters<typeof pageAssetTags>[1]) =>
      pageAssetTags(null, page, '/api/').map((tag) => /href="([^"]+)"/.exec(tag)![1]);
    expect(reads({ kind: 'news', id: 7 })).toEqual(['/api/menu/json/', '/api/news/json/news/7']);
    expect(reads({ kind: 'car', id: 3 })).toEqual(['/api/menu/json/', '/api/cars/json/car/3']);
    expect(reads({ kind: 'version', carId: 3, id: 9 })).toEqual([
      '/api/menu/json/',
      '/api/cars/json/car/3/version/9',
    ]);
    expect(reads({ kind: 'section', section: 'company', parentId: null, id: 1 })).toEqual([
      '/api/menu/json/',
    ]);
  });

  it('names no chunk of a page the build does not know', () => {
    expect(pageAssetTags(manifest, { kind: 'news', id: 1 }, '/api/')).toHaveLength(2);
  });

  it('knows the module src/routes.tsx loads for each page', () => {
    const routes = readFileSync('src/routes.tsx', 'utf8');
    for (const module of Object.values(pageModules)) {
      const imported = `import('./${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`;
      expect(routes, module).toContain(imported);
    }
  });
});
