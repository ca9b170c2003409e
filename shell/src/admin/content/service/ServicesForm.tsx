import { FormattedMessage, useIntl } from 'react-intl';
import { Button, isContactLink, type CustomerEntry, type ShopConfig } from '@snapmall/shared';
import { ConsoleLink } from '@snapmall/shared/admin';
import { ItemTools, LocalizedFields, moved, TextField } from '../config/fields';
import { LIMITS, type ConfigErrors } from '../config/rules';
import styles from '../config/Config.module.css';

type Services = ShopConfig['base']['services'];

/** An entry as customers would follow it: a new window for a page, the mail or phone app for mailto: and tel:. */
function TryLink({ url }: { url: string }) {
  if (!isContactLink(url)) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.tryLink}>
      <FormattedMessage id="admin.service.try" values={{ url }} />
    </a>
  );
}

/**
 * The customer-service entries (base.services): up to 10, each a name in both languages and an address that is a
 * page (http(s) or a path on the shop), mailto: or tel: (RULES.contactLinkPattern; never javascript: or //host).
 * With none configured, customers see the shop's default entries: they can be taken over as a start.
 */
export function ServicesForm({ value, set, errors, defaults }: { value: Services; set: (next: Services) => void; errors: ConfigErrors; defaults: readonly CustomerEntry[] }) {
  const intl = useIntl();
  const setEntry = (i: number, entry: Services[number]) => set(value.map((e, j) => (j === i ? entry : e)));
  // The entries are saved inside the base key: a stored name or website the schema refuses (set before links were
  // checked) would block the save with no field here to show it on.
  const baseInvalid = Object.keys(errors).some((path) => !path.startsWith('services'));
  return (
    <>
      {baseInvalid && (
        <p className={styles.error} role="alert" data-testid="service-base-invalid">
          <ConsoleLink to="/content/config?key=base">
            <FormattedMessage id="admin.service.baseInvalid" />
          </ConsoleLink>
        </p>
      )}
      {errors.services && (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: errors.services })}
        </p>
      )}
      {value.length === 0 && (
        <div className={styles.group}>
          <p className={styles.note}>
            <FormattedMessage id={defaults.length ? 'admin.service.defaults' : 'admin.service.none'} />
          </p>
          {defaults.length > 0 && (
            <>
              <ul className={styles.defaults} data-testid="service-defaults">
                {defaults.map((d) => (
                  <li key={`${d.name}${d.url}`}>
                    <strong>{d.name}</strong> <span className={styles.url}>{d.url}</span>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" onClick={() => set(defaults.slice(0, LIMITS.servicesMax).map((d) => ({ name: { 'en-us': d.name, 'zh-tw': d.name }, url: d.url })))}>
                <FormattedMessage id="admin.service.takeDefaults" />
              </Button>
            </>
          )}
        </div>
      )}
      {value.map((entry, i) => (
        <ItemTools key={i} index={i} count={value.length} min={0} name="admin.service.entry" onMove={(to) => set(moved(value, i, to))} onRemove={() => set(value.filter((_, j) => j !== i))}>
          <LocalizedFields path={`services.${i}.name`} errors={errors} label="admin.service.name" value={entry.name} maxLength={50} onValue={(name) => setEntry(i, { ...entry, name })} />
          <TextField path={`services.${i}.url`} errors={errors} label="admin.service.url" hint="admin.service.urlHint" maxLength={255} inputMode="url" value={entry.url} onValue={(url) => setEntry(i, { ...entry, url })} />
          <TryLink url={entry.url} />
        </ItemTools>
      ))}
      <Button variant="secondary" disabled={value.length >= LIMITS.servicesMax} onClick={() => set([...value, { name: { 'en-us': '', 'zh-tw': '' }, url: '' }])}>
        <FormattedMessage id="admin.service.add" />
      </Button>
    </>
  );
}
