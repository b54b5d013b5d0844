import { describe, expect, it } from 'vitest';
import { contentViewportOf, slotMedia, templateText } from '../../src/domain/contentPage';
import { contentPage, emptySlot } from '../fixtures/pages';

describe('contentViewportOf', () => {
  it('tells phones (up to 544 px), tablets (up to 768) and the rest apart', () => {
    expect([320, 544, 545, 768, 769, 1280].map(contentViewportOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'wide',
      'wide',
    ]);
  });
});

describe('templateText', () => {
  const block = { text: 'completo', textMed: 'médio', textLow: 'curto' };

  it('takes the shorter texts on smaller screens', () => {
    expect(templateText(block, 'wide')).toBe('completo');
    expect(templateText(block, 'tablet')).toBe('médio');
    expect(templateText(block, 'phone')).toBe('curto');
  });

  it("falls back to a longer text when the editor left a shorter one ''", () => {
    expect(templateText({ ...block, textLow: '' }, 'phone')).toBe('médio');
    expect(templateText({ ...block, textLow: '', textMed: '' }, 'phone')).toBe('completo');
    expect(templateText({ ...block, textMed: '' }, 'tablet')).toBe('completo');
  });
});

describe('slotMedia', () => {
  it('reads a slot as renditions, or null when it is empty', () => {
    const page = contentPage({ ...emptySlot('bottomMedia') });
    expect(slotMedia(page, 'media')).toEqual({
      media: '/media/images/lead-full.jpg',
      mediaMed: '/media/images/lead-med.jpg',
      mediaLow: '/media/images/lead-low.jpg',
    });
    expect(slotMedia(page, 'bottomMedia')).toBeNull();
  });
});
