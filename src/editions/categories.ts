/** The platform's doc categories, in its order (docs/docs-and-pages.md, Docs (editions)). */
export const CATEGORY_KEYS = [
  'annual_report',
  'branded_content',
  'brochure',
  'case_study',
  'customer_magazine',
  'ebook',
  'event_magazine',
  'manual',
  'member_magazine',
  'newsletter',
  'pitch_deck',
  'presentation',
  'proposal',
  'product_catalog',
  'report',
  'staff_magazine',
  'whitepaper',
  'other',
] as const;

/** The key in words: `branded_content` is "Branded content". */
export function categoryName(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
