import { selectLanguage, useAppSelector, useNav, type ShopConfig } from '@snapmall/shared';
import styles from './Banner.module.css';

type Slide = ShopConfig['banner'][number];

/** Where a slide leads: a page of the shop (a route), or an https address in a new tab; anything else nowhere. */
export function bannerTarget(link: string): { route: string } | { href: string } | null {
  if (/^\/(?!\/)/.test(link)) return { route: link };
  if (/^https:\/\/[^\s]+$/i.test(link)) return { href: link };
  return null;
}

/** The operator's banner (config.banner): images and their links. */
export default function Banner({ slides }: { slides: Slide[] }) {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  return (
    <div className={`${styles.banner} ${slides.length > 1 ? styles.bannerMany : ''}`} data-testid="home-banner">
      {slides.map((slide, i) => {
        const alt = slide.alt[lang] || slide.alt['en-us'];
        // Width and height reserve the slide's box before the image arrives.
        const image = <img src={slide.image} alt={alt} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />;
        const target = bannerTarget(slide.link);
        if (target && 'route' in target) {
          return (
            <button key={i} type="button" className={styles.slide} onClick={() => nav.navigate(target.route)}>
              {image}
            </button>
          );
        }
        if (target) {
          return (
            <a key={i} className={styles.slide} href={target.href} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          );
        }
        return (
          <div key={i} className={styles.slide}>
            {image}
          </div>
        );
      })}
    </div>
  );
}
