import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { filterErrors, paramsOf } from './listQuery';
import type { FilterField } from './types';
import styles from './AdminList.module.css';

interface FilterBarProps {
  fields: readonly FilterField[];
  /** The filters in force (the address's). */
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  /** Open from the start (wide screens); on a phone it opens with its button. */
  open: boolean;
}

/** Every field empty: a select with an initial option then shows all (the address says so with an empty value). */
const cleared = (fields: readonly FilterField[]) => Object.fromEntries(fields.flatMap(paramsOf).map((name) => [name, '']));

/** One input with its label and its error, tied together for screen readers. */
function Input({ name, label, value, error, type, onValue }: { name: string; label: string; value: string; error?: string; type: 'text' | 'date' | 'amount'; onValue: (v: string) => void }) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={styles.filterField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className={styles.control}
        type={type === 'date' ? 'date' : type === 'text' ? 'search' : 'text'}
        inputMode={type === 'amount' ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {intl.formatMessage({ id: error })}
        </span>
      )}
    </div>
  );
}

/**
 * The list's filters as a form: typed values apply together (Apply, or Enter), so a half-typed name does not send a
 * request per key; a day or amount that cannot be meant is said beside its field and nothing is sent.
 */
export function FilterBar({ fields, values, onApply, open }: FilterBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(open);
  const formId = useId();
  const set = (name: string) => (value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(fields, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const active = fields.flatMap(paramsOf).filter((name) => (values[name] ?? '') !== '').length;

  return (
    <div className={styles.filters}>
      {!open && (
        <Button variant="secondary" aria-expanded={shown} aria-controls={formId} onClick={() => setShown((s) => !s)}>
          <FormattedMessage id="adminKit.filter.toggle" values={{ count: active }} />
        </Button>
      )}
      <form id={formId} className={styles.filterForm} hidden={!shown && !open} onSubmit={submit} role="search" aria-label={t('adminKit.filter.label')}>
        {fields.map((field) => {
          if (field.kind === 'select') {
            return (
              <div key={field.name} className={styles.filterField}>
                <label htmlFor={`${formId}-${field.name}`}>{t(field.label)}</label>
                <select id={`${formId}-${field.name}`} className={styles.control} value={draft[field.name] ?? ''} onChange={(e) => set(field.name)(e.target.value)}>
                  <option value="">{t('adminKit.filter.all')}</option>
                  {field.options.map((o) => (
                    <option key={String(o.value)} value={String(o.value)}>
                      {t(o.label)}
                    </option>
                  ))}
                </select>
              </div>
            );
          }
          if (field.kind === 'text') {
            return <Input key={field.name} name={field.name} label={t(field.label)} value={draft[field.name] ?? ''} error={errors[field.name]} type="text" onValue={set(field.name)} />;
          }
          const [low, high] = paramsOf(field) as [string, string];
          const type = field.kind === 'dateRange' ? 'date' : 'amount';
          const [lowLabel, highLabel] = field.kind === 'dateRange' ? ['adminKit.filter.from', 'adminKit.filter.to'] : ['adminKit.filter.min', 'adminKit.filter.max'];
          return (
            <fieldset key={low} className={styles.range}>
              <legend>{t(field.label)}</legend>
              <Input name={low} label={t(lowLabel)} value={draft[low] ?? ''} error={errors[low]} type={type} onValue={set(low)} />
              <Input name={high} label={t(highLabel)} value={draft[high] ?? ''} error={errors[high]} type={type} onValue={set(high)} />
            </fieldset>
          );
        })}
        <div className={styles.filterActions}>
          <Button type="submit">
            <FormattedMessage id="adminKit.filter.apply" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = cleared(fields);
              setDraft(empty);
              setErrors({});
              onApply(empty);
            }}
          >
            <FormattedMessage id="adminKit.filter.clear" />
          </Button>
        </div>
      </form>
    </div>
  );
}
