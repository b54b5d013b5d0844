import { describe, expect, it } from 'vitest';
import {
  blocksMediaOf,
  contentViewportOf,
  mediaBeyondPage,
  pageMediaOf,
  slotMedia,
  templateText,
} from '../../src/domain/contentPage';
import { galleryFixture } from '../fixtures/content';
import { contentPage, emptySlot, imageOf, photoBlock, textBlock, videoBlock } from '../fixtures/pages';

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
  it('reads a slot as renditions with their size labels, or null when it is empty', () => {
    const page = contentPage({ ...emptySlot('bottomMedia') });
    expect(slotMedia(page, 'media')).toEqual({
      media: '/media/images/lead-full.jpg',
      mediaMed: '/media/images/lead-med.jpg',
      mediaLow: '/media/images/lead-low.jpg',
      mediaSize: '4096 x 2731 px',
      mediaSizeMedium: '1795 x 1197 px',
      mediaSizeLow: '1024 x 683 px',
      fileTitle: 'Acervo: lead-low.jpg',
    });
    expect(slotMedia(page, 'bottomMedia')).toBeNull();
  });
});

describe('pageMediaOf', () => {
  const templates = [textBlock(1, '<p>Texto</p>'), photoBlock(2, 'bloco'), videoBlock(3, 'filme')];

  it('names the lead after the page and numbers the others in reading order', () => {
    const media = pageMediaOf(contentPage({ title: 'Aurora T-Cross', bottomTitle: '', templates }));
    expect(media.all.map((item) => item.title)).toEqual([
      'Aurora T-Cross',
      'Aurora T-Cross: foto 1',
      'Aurora T-Cross: foto 2',
      'Aurora T-Cross: vídeo 3',
      'Aurora T-Cross: foto 4',
    ]);
    expect(media.lead?.media).toBe('/media/images/lead-full.jpg');
    expect(media.side?.title).toBe('Aurora T-Cross: foto 1');
    expect(media.blocks.get(3)).toMatchObject({ title: 'Aurora T-Cross: vídeo 3', mediaSizeMedium: 'MP4' });
    expect(media.blocks.has(1)).toBe(false);
    expect(media.bottom?.media).toBe('/media/images/bottom-full.jpg');
  });

  it('gives a bottom media under a title of its own that title, and skips empty slots', () => {
    const media = pageMediaOf(
      contentPage({ title: 'Página', bottomTitle: 'Ficha resumida', templates, ...emptySlot('sideMedia') }),
    );
    expect(media.all.map((item) => item.title)).toEqual([
      'Página',
      'Página: foto 1',
      'Página: vídeo 2',
      'Ficha resumida',
    ]);
    expect(media.side).toBeNull();
  });

  it('numbers blocks shown on their own from 1', () => {
    expect([...blocksMediaOf(templates, 'Convite').values()].map((item) => item.title)).toEqual([
      'Convite: foto 1',
      'Convite: vídeo 2',
    ]);
  });
});

describe('mediaBeyondPage', () => {
  it('leaves out of a list the files the page shows already', () => {
    // The page's lead photo, as the gallery list carries it too.
    const lead = { ...galleryFixture[0]!, id: 901, ...imageOf('lead') };
    const list = [lead, ...galleryFixture.slice(0, 2)];
    expect(mediaBeyondPage(pageMediaOf(contentPage()), list)).toEqual(galleryFixture.slice(0, 2));
  });
});
