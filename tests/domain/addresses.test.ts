import { describe, expect, it } from 'vitest';
import { isLoopbackHost, withoutTrailingSlash } from '../../src/domain/addresses';

describe('addresses', () => {
  it('tells the hosts of this machine from any other', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['imprensa.aurora.com.br', 'localhost.example.com', '128.0.0.1', '10.0.0.5', '[::2]'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('names an address the same with or without its last slashes', () => {
    expect(withoutTrailingSlash('https://idp.example/realms/press/')).toBe(
      'https://idp.example/realms/press',
    );
    expect(withoutTrailingSlash('https://idp.example//')).toBe('https://idp.example');
    expect(withoutTrailingSlash('/media')).toBe('/media');
  });
});
