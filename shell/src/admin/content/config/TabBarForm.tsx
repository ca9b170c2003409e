import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, type ShopConfig } from '@snapmall/shared';
import { TAB_ICONS, type TabIcon } from '../../../common/tabBar';
import { ColourField, ItemTools, LocalizedFields, moved, SelectField, TextField } from './fields';
import { LIMITS, type ConfigErrors } from './rules';
import styles from './Config.module.css';

type TabBarValue = ShopConfig['tabbar'];
type Colours = TabBarValue['dark'];

/** The shop's pages a tab may open (suggested; any route of the shop is taken). */
const ROUTES = ['/pages/index/index', '/pages/notice/notice', '/contact', '/pages/my/info', '/pages/shopping/index', '/pages/lottery/lottery', '/pages/message/index', '/pages/signin/index'];

/** Each icon's name for the operator: typed by the contract's names, so a new icon without its words fails to compile. */
const ICON_LABELS: Record<TabIcon, string> = {
  home: 'admin.config.icon.home',
  notice: 'admin.config.icon.notice',
  service: 'admin.config.icon.service',
  me: 'admin.config.icon.me',
  shopping: 'admin.config.icon.shopping',
  lottery: 'admin.config.icon.lottery',
  message: 'admin.config.icon.message',
  gift: 'admin.config.icon.gift',
  star: 'admin.config.icon.star',
  wallet: 'admin.config.icon.wallet',
  card: 'admin.config.icon.card',
  cart: 'admin.config.icon.cart',
  heart: 'admin.config.icon.heart',
  search: 'admin.config.icon.search',
  bell: 'admin.config.icon.bell',
  chart: 'admin.config.icon.chart',
  coupon: 'admin.config.icon.coupon',
};
const ICONS = (Object.keys(TAB_ICONS) as TabIcon[]).map((value) => ({ value, label: ICON_LABELS[value] }));
const BORDERS = [
  { value: 'black', label: 'admin.config.tabbar.borderDark' },
  { value: 'white', label: 'admin.config.tabbar.borderLight' },
] as const;

function ColourSet({ title, prefix, value, errors, onChange }: { title: string; prefix: string; value: Colours; errors: ConfigErrors; onChange: (next: Colours) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        <FormattedMessage id={title} />
      </legend>
      <ColourField path={`${prefix}color`} errors={errors} label="admin.config.tabbar.color" value={value.color} onValue={(color) => onChange({ ...value, color })} />
      <ColourField path={`${prefix}selectedColor`} errors={errors} label="admin.config.tabbar.selectedColor" value={value.selectedColor} onValue={(selectedColor) => onChange({ ...value, selectedColor })} />
      <ColourField path={`${prefix}backgroundColor`} errors={errors} label="admin.config.tabbar.backgroundColor" value={value.backgroundColor} onValue={(backgroundColor) => onChange({ ...value, backgroundColor })} />
      <SelectField label="admin.config.tabbar.border" value={value.borderStyle} options={BORDERS} onValue={(borderStyle) => onChange({ ...value, borderStyle })} />
    </fieldset>
  );
}

/** The tab bar: its colours in light and dark mode, and its 2 to 5 tabs (page, words in both languages, icon). */
export function TabBarForm({ value, set, errors }: { value: TabBarValue; set: (next: TabBarValue) => void; errors: ConfigErrors }) {
  const intl = useIntl();
  const routes = useId();
  const light: Colours = { color: value.color, selectedColor: value.selectedColor, borderStyle: value.borderStyle, backgroundColor: value.backgroundColor };
  const setList = (list: TabBarValue['list']) => set({ ...value, list });
  return (
    <>
      <div className={styles.columns}>
        <ColourSet title="admin.config.tabbar.light" prefix="" value={light} errors={errors} onChange={(c) => set({ ...value, ...c })} />
        <ColourSet title="admin.config.tabbar.dark" prefix="dark." value={value.dark} errors={errors} onChange={(dark) => set({ ...value, dark })} />
      </div>
      <datalist id={routes}>
        {ROUTES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <h2 className={styles.subTitle}>
        <FormattedMessage id="admin.config.tabbar.tabs" values={{ min: LIMITS.tabsMin, max: LIMITS.tabsMax }} />
      </h2>
      {errors.list && (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: errors.list }, { min: LIMITS.tabsMin, max: LIMITS.tabsMax })}
        </p>
      )}
      {value.list.map((tab, i) => (
        <ItemTools
          key={i}
          index={i}
          count={value.list.length}
          min={LIMITS.tabsMin}
          name="admin.config.tabbar.tab"
          onMove={(to) => setList(moved(value.list, i, to))}
          onRemove={() => setList(value.list.filter((_, j) => j !== i))}
        >
          <TextField
            path={`list.${i}.pagePath`}
            errors={errors}
            label="admin.config.tabbar.page"
            hint="admin.config.tabbar.pageHint"
            list={routes}
            maxLength={100}
            value={tab.pagePath}
            onValue={(pagePath) => setList(value.list.map((t, j) => (j === i ? { ...t, pagePath } : t)))}
          />
          <LocalizedFields path={`list.${i}.text`} errors={errors} label="admin.config.tabbar.text" value={tab.text} maxLength={20} onValue={(text) => setList(value.list.map((t, j) => (j === i ? { ...t, text } : t)))} />
          <SelectField label="admin.config.tabbar.icon" value={tab.icon} options={ICONS} onValue={(icon) => setList(value.list.map((t, j) => (j === i ? { ...t, icon } : t)))} />
        </ItemTools>
      ))}
      <Button
        variant="secondary"
        disabled={value.list.length >= LIMITS.tabsMax}
        onClick={() => setList([...value.list, { pagePath: '', text: { 'en-us': '', 'zh-tw': '' }, icon: 'home' }])}
      >
        <FormattedMessage id="admin.config.tabbar.add" />
      </Button>
    </>
  );
}
