import { describe, expect, it } from 'vitest';
import { staffAreasOf, staffHomeOf } from '../../src/domain/staffAreas';

const keysOf = (role: number) => staffAreasOf(role).map((area) => area.key);

describe('the staff areas under /redacao', () => {
  it('opens the press office to its content and its events', () => {
    expect(keysOf(0)).toEqual(['news', 'agenda', 'albums', 'pages', 'cars', 'contacts', 'banner', 'events']);
    expect(staffHomeOf(0)).toBe('/redacao');
  });

  it('opens every area to the administrator', () => {
    expect(keysOf(1)).toHaveLength(10);
  });

  it('leads the backoffice straight to the fleet, its one area', () => {
    expect(keysOf(5)).toEqual(['fleet']);
    expect(staffHomeOf(5)).toBe('/redacao/frota');
  });

  it('opens nothing to managers, the restricted role or the press', () => {
    for (const role of [2, 3, 4, 10]) expect(staffHomeOf(role)).toBeUndefined();
  });
});
