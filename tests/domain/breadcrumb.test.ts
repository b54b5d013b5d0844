import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../src/domain/breadcrumb';

describe('breadcrumbTrail', () => {
  it('starts at Home and ends at the current page, which is not a link', () => {
    expect(
      breadcrumbTrail([
        { label: 'Media Center', to: '/media-center' },
        { label: 'News', to: '/news' },
        { label: 'Aurora abre terceiro turno', to: '/news/124' },
      ]),
    ).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Media Center', to: '/media-center' },
      { label: 'News', to: '/news' },
      { label: 'Aurora abre terceiro turno' },
    ]);
  });

  it('gives a page just below Home two steps', () => {
    expect(breadcrumbTrail([{ label: 'Newsletter' }])).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Newsletter' },
    ]);
  });

  it('never shows Home twice', () => {
    expect(breadcrumbTrail([{ label: 'Home', to: '/home' }, { label: 'Carros' }])).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Carros' },
    ]);
  });

  it('has no trail for the home page itself', () => {
    expect(breadcrumbTrail([])).toEqual([]);
  });
});
