import { defaultOptions, type EditionOptions } from '../editions/edition-options.js';
import type { RenderOptions } from './renderer.js';

/** The options a rendered page follows, from a doc's stored options (older rows may lack keys: the defaults fill them). */
export function renderOptions(stored: Partial<EditionOptions> | null | undefined): RenderOptions {
  const all = { ...defaultOptions(), ...stored };
  return {
    locale: typeof all.locale === 'string' ? all.locale : 'en_gb',
    has_page_numbers: all.has_page_numbers === true,
    has_page_menu_button: all.has_page_menu_button === true,
    has_disabled_navigation: all.has_disabled_navigation === true,
    has_nofollow: all.has_nofollow === true,
    share: Array.isArray(all.share) ? all.share.filter((network) => typeof network === 'string') : [],
    has_cookie_check: all.has_cookie_check === true,
    cookie_check_message: {
      title: typeof all.cookie_check_message?.title === 'string' ? all.cookie_check_message.title : null,
      description:
        typeof all.cookie_check_message?.description === 'string' ? all.cookie_check_message.description : null,
    },
  };
}
