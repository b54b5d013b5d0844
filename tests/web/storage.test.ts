import { describe, expect, it } from 'vitest';
import {
  acceptCookiesStorage,
  acceptanceStorage,
  favoritesStorage,
  hasRedirectStorage,
  userDataStorage,
} from '../../src/lib/storage';

describe('local storage adapters', () => {
  it('round-trips favorites', () => {
    const item = {
      name: 'Aurora T-Cross',
      type: 'Imagem',
      imageLink: 'http://x/low.jpg',
      contentLink: 'http://x/full.jpg',
      contentToDownload: ['http://x/full.jpg'],
      mediaAmount: 1,
    };
    favoritesStorage.write([item]);
    expect(favoritesStorage.read()).toEqual([item]);
  });

  it.each([
    ['not json', '{oops'],
    ['a foreign shape', JSON.stringify({ items: [] })],
    ['a list with a broken item', JSON.stringify([{ name: 'x' }])],
  ])('resets favorites holding %s', (_, raw) => {
    localStorage.setItem('favorites', raw);
    expect(favoritesStorage.read()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();
  });

  it('resets user-data without a token or a numeric role', () => {
    localStorage.setItem('user-data', JSON.stringify({ token: 'abc', user: { id: 1, role: 'admin' } }));
    expect(userDataStorage.read()).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
  });

  it('keeps only in-app return paths', () => {
    localStorage.setItem('has-redirect', '//evil.example/phish');
    expect(hasRedirectStorage.read()).toBeNull();
    hasRedirectStorage.write('/aprovacao');
    expect(hasRedirectStorage.read()).toBe('/aprovacao');
  });

  it('accepts only the known values of flags', () => {
    localStorage.setItem('acceptCookies', 'yes please');
    expect(acceptCookiesStorage.read()).toBeNull();
    acceptCookiesStorage.write('true');
    expect(acceptCookiesStorage.read()).toBe('true');
    acceptCookiesStorage.write('false'); // a refusal is kept too
    expect(acceptCookiesStorage.read()).toBe('false');
    acceptanceStorage('download').write('accepted');
    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
  });

  it('survives storage that throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(favoritesStorage.read()).toEqual([]);
      expect(userDataStorage.read()).toBeNull();
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
