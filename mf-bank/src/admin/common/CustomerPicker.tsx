import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Count, Money, useT } from '@snapmall/shared';
import { FailureNote, Facts } from '@snapmall/shared/kit';
import type { AdminUserDetail, AdminUserRow } from '@snapmall/shared/contract';
import { ConsoleLink, customerPath } from '@snapmall/shared/admin';
import { CUSTOMER_QUERY, useAdminCustomerQuery, useAdminCustomerSearchQuery } from './customerApi';
import styles from './bankAdmin.module.css';
import picker from './CustomerPicker.module.css';

interface CustomerPickerProps {
  /** The customer chosen (the page keeps it in its address), or null. */
  userId: number | null;
  onChoose: (userId: number | null) => void;
}

/** Whom a bank page acts on: found by id, username or mobile start, then shown with their balances. */
export function CustomerPicker({ userId, onChoose }: CustomerPickerProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="customer-picker">
      <h2 id={titleId} className={styles.panelTitle}>
        <FormattedMessage id="admin.bank.customer.title" />
      </h2>
      {userId ? <Chosen userId={userId} onChange={() => onChoose(null)} /> : <Finder onChoose={onChoose} />}
    </section>
  );
}

/** The chosen customer's facts: who, their cash (spendable and held) and points, and a way to pick another. */
function Chosen({ userId, onChange }: { userId: number; onChange: () => void }) {
  const customer = useAdminCustomerQuery(userId);
  return (
    <>
      {customer.data && <CustomerFacts customer={customer.data} />}
      {customer.isLoading && (
        <p className={styles.note} role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {customer.error && <FailureNote notice={failureOf(customer.error, 'admin.bank.customer.failed')} />}
      <div className={picker.actions}>
        <Button variant="secondary" onClick={onChange}>
          <FormattedMessage id="admin.bank.customer.change" />
        </Button>
        {customer.data && (
          <ConsoleLink to={customerPath(userId)}>
            <FormattedMessage id="admin.bank.customer.open" values={{ name: customer.data.username }} />
          </ConsoleLink>
        )}
      </div>
    </>
  );
}

export function CustomerFacts({ customer: c }: { customer: AdminUserDetail }) {
  return (
    <div data-testid="customer-facts">
      <Facts
        items={[
          ['admin.bank.customer.name', `${c.username} (#${c.id})`],
          ['admin.bank.customer.realname', c.realname || '—'],
          ['admin.bank.customer.mobile', c.mobile || '—'],
          ['admin.bank.customer.balance', <Money key="balance" value={c.balance} />, 'customer-balance'],
          ['admin.bank.customer.held', <Money key="held" value={c.held} />, 'customer-held'],
          ['admin.bank.customer.points', <Count key="points" value={c.points} />, 'customer-points'],
        ]}
      />
    </div>
  );
}

/** The search: what the operator typed, checked as the server checks it, then the customers it finds to choose from. */
function Finder({ onChoose }: { onChoose: (userId: number) => void }) {
  const t = useT();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [error, setError] = useState(false);
  const found = useAdminCustomerSearchQuery({ q: asked, page: 1, limit: 10 }, { skip: !asked });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (!CUSTOMER_QUERY.test(q)) return setError(true);
    setAsked(q);
  };
  const rows = asked ? (found.data?.list ?? []) : [];
  return (
    <>
      <form role="search" className={picker.search} onSubmit={submit} aria-label={t('admin.bank.customer.title')}>
        <div className={picker.field}>
          <label htmlFor={fieldId}>
            <FormattedMessage id="admin.bank.customer.find" />
          </label>
          <input
            id={fieldId}
            name="customer"
            type="search"
            autoComplete="off"
            className={picker.input}
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint`}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(false);
            }}
          />
          <span id={`${fieldId}-hint`} className={error ? picker.error : styles.note}>
            <FormattedMessage id={error ? 'admin.bank.customer.badQuery' : 'admin.bank.customer.hint'} />
          </span>
        </div>
        <Button type="submit">
          <FormattedMessage id="admin.bank.customer.search" />
        </Button>
      </form>
      {asked && found.isFetching && !found.data && (
        <p className={styles.note} role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {asked && found.error && <FailureNote notice={failureOf(found.error, 'admin.bank.customer.searchFailed')} />}
      {asked && found.data && rows.length === 0 && (
        <p className={styles.note} role="status">
          <FormattedMessage id="admin.bank.customer.none" values={{ q: asked }} />
        </p>
      )}
      {rows.length > 0 && <Matches rows={rows} onChoose={onChoose} more={found.data ? found.data.total > rows.length : false} />}
    </>
  );
}

function Matches({ rows, more, onChoose }: { rows: AdminUserRow[]; more: boolean; onChoose: (userId: number) => void }) {
  const intl = useIntl();
  return (
    <>
      <ul className={picker.matches} aria-label={intl.formatMessage({ id: 'admin.bank.customer.matches' })}>
        {rows.map((r) => (
          <li key={r.id}>
            <button type="button" className={picker.match} onClick={() => onChoose(r.id)} data-testid="customer-match">
              <span className={picker.matchName}>
                {r.username} <span className={styles.none}>#{r.id}</span>
              </span>
              <span className={picker.matchFacts}>
                {[r.realname, r.mobile].filter(Boolean).join(' · ')}
                {' · '}
                <Money value={r.balance} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {more && (
        <p className={styles.note}>
          <FormattedMessage id="admin.bank.customer.more" />
        </p>
      )}
    </>
  );
}

/** The server's words when it gave some, else the page's. */
function failureOf(error: unknown, fallback: string) {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? { text: message } : { id: fallback };
}
