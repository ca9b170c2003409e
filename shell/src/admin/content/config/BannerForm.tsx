import { FormattedMessage, useIntl } from 'react-intl';
import { Button, type ShopConfig } from '@snapmall/shared';
import { ItemTools, LocalizedFields, moved, TextField } from './fields';
import { LIMITS, type ConfigErrors } from './rules';
import styles from './Config.module.css';

type Slides = ShopConfig['banner'];

/** Home's banner: up to 8 slides, each an image on the shop, where it leads ('' for nowhere) and its words for those who cannot see it. */
export function BannerForm({ value, set, errors }: { value: Slides; set: (next: Slides) => void; errors: ConfigErrors }) {
  const intl = useIntl();
  const setSlide = (i: number, slide: Slides[number]) => set(value.map((s, j) => (j === i ? slide : s)));
  return (
    <>
      <p className={styles.note}>
        <FormattedMessage id="admin.config.banner.note" values={{ max: LIMITS.slidesMax }} />
      </p>
      {errors[''] && (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: errors[''] })}
        </p>
      )}
      {value.length === 0 && (
        <p className={styles.note}>
          <FormattedMessage id="admin.config.banner.none" />
        </p>
      )}
      {value.map((slide, i) => (
        <ItemTools key={i} index={i} count={value.length} min={0} name="admin.config.banner.slide" onMove={(to) => set(moved(value, i, to))} onRemove={() => set(value.filter((_, j) => j !== i))}>
          <TextField path={`${i}.image`} errors={errors} label="admin.config.banner.image" hint="admin.config.banner.imageHint" maxLength={255} value={slide.image} onValue={(image) => setSlide(i, { ...slide, image })} />
          <TextField path={`${i}.link`} errors={errors} label="admin.config.banner.link" hint="admin.config.linkHint" maxLength={255} inputMode="url" value={slide.link} onValue={(link) => setSlide(i, { ...slide, link })} />
          <LocalizedFields path={`${i}.alt`} errors={errors} label="admin.config.banner.alt" value={slide.alt} maxLength={100} onValue={(alt) => setSlide(i, { ...slide, alt })} />
        </ItemTools>
      ))}
      <Button variant="secondary" disabled={value.length >= LIMITS.slidesMax} onClick={() => set([...value, { image: '', link: '', alt: { 'en-us': '', 'zh-tw': '' } }])}>
        <FormattedMessage id="admin.config.banner.add" />
      </Button>
    </>
  );
}
