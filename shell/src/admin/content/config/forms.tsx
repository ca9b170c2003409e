import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { signInPoints, type ShopConfig } from '@snapmall/shared';
import { ConsoleLink } from '@snapmall/shared/admin';
import { CheckField, LocalizedFields, NumberField, TextField } from './fields';
import type { ConfigErrors } from './rules';
import styles from './Config.module.css';

type Form<K extends keyof ShopConfig> = (props: { value: ShopConfig[K]; set: (next: ShopConfig[K]) => void; errors: ConfigErrors }) => ReactElement;

/** The shop's name in both languages and its website; its customer-service entries have a page of their own. */
export const SiteForm: Form<'base'> = ({ value, set, errors }) => (
  <>
    <LocalizedFields path="site_name" errors={errors} label="admin.config.base.siteName" value={value.site_name} maxLength={50} onValue={(site_name) => set({ ...value, site_name })} />
    <TextField path="website" errors={errors} label="admin.config.base.website" hint="admin.config.linkHint" value={value.website} inputMode="url" maxLength={255} onValue={(website) => set({ ...value, website })} />
    <p className={styles.note}>
      <FormattedMessage id="admin.config.base.services" values={{ count: value.services.length }} />{' '}
      <ConsoleLink to="/content/service">
        <FormattedMessage id="admin.config.base.toServices" />
      </ConsoleLink>
    </p>
  </>
);

const CLAUSES = [
  ['about', 'admin.config.clause.about'],
  ['terms', 'admin.config.clause.terms'],
  ['privacy', 'admin.config.clause.privacy'],
] as const;

/** Which content pages the about, terms and privacy links open (their keys). */
export const ClauseForm: Form<'clause'> = ({ value, set, errors }) => (
  <>
    <p className={styles.note}>
      <FormattedMessage id="admin.config.clause.note" />
    </p>
    {CLAUSES.map(([key, label]) => (
      <TextField key={key} path={key} errors={errors} label={label} value={value[key]} maxLength={50} onValue={(v) => set({ ...value, [key]: v })} />
    ))}
  </>
);

/** The daily sign-in's points, with what the first days give under the rule as typed. */
export const SignInForm: Form<'sign_in'> = ({ value, set, errors }) => {
  const days = [1, 2, 3, 5, 10];
  const whole = [value.base_points, value.streak_bonus, value.max_bonus].every(Number.isInteger);
  return (
    <>
      <CheckField label="admin.config.signIn.enabled" checked={value.enabled} onChange={(enabled) => set({ ...value, enabled })} />
      <NumberField path="base_points" errors={errors} label="admin.config.signIn.base" value={value.base_points} onValue={(base_points) => set({ ...value, base_points })} />
      <NumberField path="streak_bonus" errors={errors} label="admin.config.signIn.bonus" value={value.streak_bonus} onValue={(streak_bonus) => set({ ...value, streak_bonus })} />
      <NumberField path="max_bonus" errors={errors} label="admin.config.signIn.max" value={value.max_bonus} onValue={(max_bonus) => set({ ...value, max_bonus })} />
      {whole && (
        <p className={styles.note} data-testid="signin-example">
          <FormattedMessage
            id="admin.config.signIn.example"
            values={{ days: days.map((d) => `${d}: ${signInPoints(value, d)}`).join(' · ') }}
          />
        </p>
      )}
    </>
  );
};

const NAVIGATION = [
  ['notices', 'admin.config.navigation.notices'],
  ['service', 'admin.config.navigation.service'],
  ['download', 'admin.config.navigation.download'],
  ['shopping', 'admin.config.navigation.shopping'],
  ['lottery', 'admin.config.navigation.lottery'],
] as const;

/** Which parts of the shop's chrome show: the notice line, customer service, download, snap buying, the lottery. */
export const NavigationForm: Form<'navigation'> = ({ value, set }) => (
  <>
    {NAVIGATION.map(([key, label]) => (
      <CheckField key={key} label={label} checked={value[key]} onChange={(on) => set({ ...value, [key]: on })} />
    ))}
  </>
);

const DOWNLOADS = [
  ['android', 'admin.config.download.android'],
  ['ios', 'admin.config.download.ios'],
] as const;

/** The native apps' download links ('' for none). */
export const DownloadForm: Form<'download'> = ({ value, set, errors }) => (
  <>
    {DOWNLOADS.map(([key, label]) => (
      <TextField key={key} path={key} errors={errors} label={label} hint="admin.config.linkHint" value={value[key]} inputMode="url" maxLength={255} onValue={(v) => set({ ...value, [key]: v })} />
    ))}
  </>
);
