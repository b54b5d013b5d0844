import { describe, expect, it } from 'vitest';
import { searchResultPath } from '../../../src/features/search/searchLinks';
import { hit } from './searchFixtures';

describe('searchResultPath', () => {
  it.each([
    ['session', '/company'],
    ['technology', '/technology'],
    ['mobilidade-eletrica', '/mobilidade-eletrica'],
  ] as const)('links the %s page with id 1 to its section root', (category, path) => {
    expect(searchResultPath(hit(category, 1, 'Raiz'))).toBe(path);
  });

  it.each(['car_version', 'sub_session', 'subtechnology', 'submobilidade-eletrica'] as const)(
    'leaves a %s without its parent unlinked rather than guessing its address',
    (category) => {
      expect(searchResultPath(hit(category, 5, 'Sem pai'))).toBeNull();
    },
  );
});
