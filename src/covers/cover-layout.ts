import type { CoverBlock, CoverScene } from './cover-scene.js';

/** The size link previews use (Open Graph's 1.91:1). */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
/**
 * The layout's version: part of every cover's hash (cover-scene.ts), so changing the layout below
 * makes each cover again once, on its next request.
 */
export const LAYOUT_VERSION = 2;

/** The width of the page's column on the cover: what the first image is resized to at most. */
export const COLUMN_WIDTH = 1040;

/** The first image, already decoded and resized (covers.service.ts), as the layout embeds it. */
export interface CoverImage {
  dataUri: string;
  width: number;
  height: number;
}

/** The element tree satori lays out (its React-like shape, without React). */
export interface Element {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: (Element | string)[] | Element | string;
    [key: string]: unknown;
  };
}

// The reader's own colours (rendering/style.ts), light scheme.
const TEXT = '#1d1d1f';
const MUTED = '#5f6368';
const BG = '#fdfcfa';
const RULE = '#e3e1dc';
const ACCENT = '#0b57d0';

const HEADING_SIZES: Record<number, number> = { 1: 58, 2: 44, 3: 34, 4: 28, 5: 28, 6: 28 };

const el = (type: string, style: Record<string, unknown>, children?: Element['props']['children'], extra = {}) => ({
  type,
  props: { style, children, ...extra },
});

/**
 * The picture of a page's top as the reader shows it: its masthead (the doc's name, and the
 * project's), then the page's first blocks in the reader's type and colours, at a size a link
 * preview reads, cut at the bottom with a fade as a screenshot would be.
 */
export function pageLayout(scene: Extract<CoverScene, { kind: 'page' }>, image: CoverImage | null): Element {
  // A page of text alone is shown closer, as a reader would zoom in: it fills the picture.
  const zoom = scene.blocks.some((block) => block.type === 'image') && image !== null ? 1 : 1.3;
  const blocks = scene.blocks.flatMap((block) => {
    const drawn = drawBlock(block, image, zoom);
    return drawn === null ? [] : [drawn];
  });
  return el(
    'div',
    {
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: BG,
      color: TEXT,
      fontFamily: 'Inter',
      padding: '0 80px',
      position: 'relative',
    },
    [
      el(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          padding: '30px 0 20px',
          borderBottom: `2px solid ${RULE}`,
          fontSize: 24,
          flexShrink: 0,
          width: COLUMN_WIDTH,
        },
        [
          el('div', { fontWeight: 600, color: TEXT, maxWidth: 640, display: 'block', lineClamp: 1 }, scene.docName),
          el(
            'div',
            { fontWeight: 400, color: MUTED, maxWidth: 360, display: 'block', lineClamp: 1, textAlign: 'right' },
            scene.projectName,
          ),
        ],
      ),
      el('div', { display: 'flex', flexDirection: 'column', paddingTop: 34, width: COLUMN_WIDTH }, blocks),
      el('div', {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: COVER_WIDTH,
        height: 96,
        backgroundImage: `linear-gradient(to bottom, rgba(253, 252, 250, 0), ${BG})`,
      }),
    ],
  );
}

function drawBlock(block: CoverBlock, image: CoverImage | null, zoom: number): Element | null {
  switch (block.type) {
    case 'heading': {
      const size = Math.round((HEADING_SIZES[block.level] ?? 28) * zoom);
      return el(
        'div',
        {
          display: 'block',
          fontSize: size,
          fontWeight: block.level <= 2 ? 700 : 600,
          lineHeight: 1.15,
          letterSpacing: block.level === 1 ? -1.2 : -0.4,
          margin: '0 0 20px',
          lineClamp: 2,
          flexShrink: 0,
        },
        block.text,
      );
    }
    case 'paragraph':
      return el(
        'div',
        {
          display: 'block',
          fontSize: Math.round(28 * zoom),
          lineHeight: 1.5,
          margin: '0 0 22px',
          lineClamp: zoom > 1 ? 4 : 3,
          flexShrink: 0,
        },
        block.text,
      );
    case 'button':
      return el(
        'div',
        {
          display: 'flex',
          alignSelf: 'flex-start',
          padding: '14px 26px',
          borderRadius: 10,
          backgroundColor: ACCENT,
          color: BG,
          fontSize: 24,
          fontWeight: 600,
          margin: '0 0 22px',
          flexShrink: 0,
        },
        block.text,
      );
    case 'image':
      if (image === null) return null;
      return el('img', { borderRadius: 8, flexShrink: 0, objectFit: 'cover' }, undefined, {
        src: image.dataUri,
        width: image.width,
        height: image.height,
      });
  }
}

/** The plain card: the doc's name large, its project's above it, in the reader's colours. */
export function cardLayout(scene: CoverScene): Element {
  return el(
    'div',
    {
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      backgroundColor: BG,
      color: TEXT,
      fontFamily: 'Inter',
      padding: '0 96px',
      borderTop: `16px solid ${ACCENT}`,
    },
    [
      el(
        'div',
        {
          display: 'block',
          fontSize: 26,
          fontWeight: 600,
          color: ACCENT,
          letterSpacing: 2.5,
          textTransform: 'uppercase',
          lineClamp: 1,
          marginBottom: 28,
          width: COVER_WIDTH - 192,
        },
        scene.projectName,
      ),
      el(
        'div',
        {
          display: 'block',
          fontSize: 80,
          fontWeight: 700,
          lineHeight: 1.08,
          letterSpacing: -1.8,
          lineClamp: 3,
          width: COVER_WIDTH - 192,
        },
        scene.docName,
      ),
      el('div', { display: 'flex', width: 96, height: 8, borderRadius: 4, backgroundColor: RULE, marginTop: 44 }),
    ],
  );
}
