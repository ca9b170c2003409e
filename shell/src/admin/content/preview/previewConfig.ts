import type { Language, ShopConfig } from '@snapmall/shared';

export type PreviewTheme = 'light' | 'dark';
type TabBar = ShopConfig['tabbar'];
type Slides = ShopConfig['banner'];

/** The words as the shop picks them: the reader's language, else English (TabBar and Banner do the same). */
const inLanguage = (text: { 'en-us': string; 'zh-tw': string }, lang: Language) => {
  const shown = text[lang] || text['en-us'];
  return { 'en-us': shown, 'zh-tw': shown };
};

/**
 * A tab bar configuration that the shop's own TabBar draws in `lang` and `theme` whatever the console's language
 * and dark mode: TabBar takes the texts in the store's language and lays `dark` over the colours when the store is
 * dark, so both languages carry the chosen text and `dark` holds the chosen theme's colours as well.
 */
export function previewTabBar(config: TabBar, lang: Language, theme: PreviewTheme): TabBar {
  const colours = theme === 'dark' ? config.dark : { color: config.color, selectedColor: config.selectedColor, borderStyle: config.borderStyle, backgroundColor: config.backgroundColor };
  return { ...config, ...colours, dark: colours, list: config.list.map((tab, i) => ({ ...tab, pagePath: uniquePath(config.list, i), text: inLanguage(tab.text, lang) })) };
}

/**
 * A tab's page, made unique for the preview: TabBar keys its tabs by page, and a draft may hold two tabs on one page
 * (or two new, empty ones) until the check refuses it. A later twin gets a '#n' no route has, so it is drawn, never
 * shown as the current tab, and React is not handed two children with one key.
 */
function uniquePath(list: TabBar['list'], i: number): string {
  const path = list[i]!.pagePath;
  return list.slice(0, i).some((t) => t.pagePath === path) ? `${path}#${i}` : path;
}

/** The banner's slides with their alternative texts in `lang`, as the shop's Banner shows them. */
export function previewSlides(slides: Slides, lang: Language): Slides {
  return slides.map((slide) => ({ ...slide, alt: inLanguage(slide.alt, lang) }));
}
