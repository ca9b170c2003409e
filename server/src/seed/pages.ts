import type { Language } from '@snapmall/shared/contract';
import { PAGES_EN } from './pages-en';
import { PAGES_ZH } from './pages-zh';

export type PageKey = keyof typeof PAGES_EN;

/**
 * The shop's about, terms and privacy pages as the demo data writes them and migration 016 delivers them to shops
 * still holding the first one-sentence texts (a test checks the two agree).
 */
export const SHOP_PAGES: Record<PageKey, Record<Language, string>> = {
  about: { 'en-us': PAGES_EN.about.join(''), 'zh-tw': PAGES_ZH.about.join('') },
  terms: { 'en-us': PAGES_EN.terms.join(''), 'zh-tw': PAGES_ZH.terms.join('') },
  privacy: { 'en-us': PAGES_EN.privacy.join(''), 'zh-tw': PAGES_ZH.privacy.join('') },
};
