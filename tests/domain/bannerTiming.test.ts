import { describe, expect, it } from 'vitest';
import { bannerSlideMs } from '../../src/domain/limits';

describe('bannerSlideMs (spec section 9)', () => {
  it('keeps a picture 50000 ms', () => {
    expect(bannerSlideMs({ video: false, playing: false })).toBe(50_000);
  });

  it('keeps a playing video until it ends, one that is not playing the default 10500 ms', () => {
    expect(bannerSlideMs({ video: true, playing: true })).toBeNull();
    expect(bannerSlideMs({ video: true, playing: false })).toBe(10_500);
  });
});
