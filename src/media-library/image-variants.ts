import { ProblemException } from '../common/problem/problem.js';

/** The sizes an image is served in (docs/media-library.md, Image variants): the stored file, and two widths it is never enlarged to. */
export const IMAGE_VARIANTS = ['original', 'desktop', 'full'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/**
 * The largest image the Media Library takes, in pixels (width x height): about 40 megapixels
 * (8,000 x 5,000), more than any camera a publication uses. A larger upload is a 422; a resize
 * never decodes more (every frame of an animation counted). Decoded, that is 160 MB at worst.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The frames of an animated GIF or WebP its variants keep; later frames are dropped. */
export const MAX_ANIMATION_FRAMES = 100;

export const VARIANT_MAX_WIDTH: Record<Exclude<ImageVariant, 'original'>, number> = { desktop: 1280, full: 2560 };

/** `?variant=`: absent means the original; anything outside the list is a 400. */
export function parseVariant(value: unknown): ImageVariant {
  if (value === undefined) return 'original';
  if (typeof value === 'string' && (IMAGE_VARIANTS as readonly string[]).includes(value)) return value as ImageVariant;
  throw ProblemException.badRequest(`variant must be one of ${IMAGE_VARIANTS.join(', ')}`);
}

/** Where a resized variant is stored: beside the original, under a key derived from it. */
export function variantKey(storageKey: string, variant: Exclude<ImageVariant, 'original'>): string {
  return `${storageKey}-${variant}`;
}

/** Every key a stored file may occupy: the original and each variant made from it. */
export function storedKeys(storageKey: string): string[] {
  return [storageKey, variantKey(storageKey, 'desktop'), variantKey(storageKey, 'full')];
}

/** The original's key when `key` is one of its variants' keys, else null. */
export function originalKeyOf(key: string): string | null {
  for (const variant of ['desktop', 'full'] as const) {
    const suffix = variantKey('', variant);
    if (key.endsWith(suffix) && key.length > suffix.length) return key.slice(0, -suffix.length);
  }
  return null;
}
