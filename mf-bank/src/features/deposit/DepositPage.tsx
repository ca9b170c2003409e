import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Field,
  FRESH_ON_MOUNT_S,
  type Notice,
  RULES,
  selectLanguage,
  useAppSelector,
  useFormat,
  useNav,
  useRequestId,
  useT,
} from '@snapmall/shared';
import { EmptyState, FailureNote, showFailure } from '@snapmall/shared/kit';
import type { Deposit, DepositChannel } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/bankApi';
import { checkAmount } from '../../common/amount';
import { AmountField } from '../../common/fields';
import { ResultCard } from '../../common/ResultCard';
import styles from '../../common/bank.module.css';
import local from './Deposit.module.css';
import { useDepositChannelsQuery, useDepositSubmitMutation } from './api';

const EMPTY = { channel: '', amount: '', reference: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** Deposit: choose a channel, the amount (within the channel's limits) and an optional reference; then how to pay. */
export default function DepositPage() {
  const lang = useAppSelector(selectLanguage);
  const { data: channels, isSuccess, isLoading } = useDepositChannelsQuery(lang, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const [done, setDone] = useState<{ deposit: Deposit; channel: DepositChannel | undefined } | null>(null);
  if (done) return <Submitted {...done} onAnother={() => setDone(null)} />;
  // The form is drawn whole once the channels are known (their rows and the amount's limits come with them): an empty
  // box until then, replaced rather than pushed, so nothing moves when they arrive.
  if (isLoading) return <div className={styles.page} aria-busy="true" data-testid="deposit-waiting" />;
  if (isSuccess && channels.length === 0) {
    return (
      <div className={styles.page}>
        <EmptyState text="bank.deposit.noChannels" />
      </div>
    );
  }
  return <DepositForm channels={channels ?? []} onDone={(deposit, channel) => setDone({ deposit, channel })} />;
}

function DepositForm({ channels, onDone }: { channels: DepositChannel[]; onDone: (d: Deposit, c: DepositChannel | undefined) => void }) {
  const format = useFormat();
  const t = useT();
  const legendId = useId();
  const [submit, { isLoading }] = useDepositSubmitMutation();
  const { requestId, renew } = useRequestId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Notice | null>(null);
  const channelId = values.channel || String(channels[0]?.id ?? '');
  const channel = channels.find((c) => String(c.id) === channelId);

  // Another channel, amount or reference is another action: it gets a request id of its own.
  const change = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
    renew();
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!channel) return setErrors({ channel: t('bank.prompt.channel') });
    const checked = checkAmount(values.amount, channel.min_amount, channel.max_amount);
    if (!checked.ok) {
      return setErrors({ amount: t(checked.message, { min: format.money(channel.min_amount), max: format.money(channel.max_amount) }) });
    }
    const reference = values.reference.trim();
    const result = await submit({ channel_id: channel.id, amount: checked.amount, ...(reference ? { reference } : {}), request_id: requestId });
    if ('error' in result) return showFailure(result.error, NO_ANSWER, ['amount', 'reference'], { showFieldErrors: setErrors, showNotice: setFailure, renew });
    renew();
    onDone(result.data, channel);
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={send} noValidate>
        <fieldset className={styles.fieldset} disabled={isLoading}>
          <fieldset className={local.channels} aria-describedby={errors.channel ? `${legendId}-error` : undefined}>
            <legend id={legendId} className={controlStyles.label}>
              <FormattedMessage id="bank.field.channel" />
            </legend>
            {channels.map((c) => (
              <label key={c.id} className={local.channel}>
                <input type="radio" name="channel" value={c.id} checked={String(c.id) === channelId} onChange={() => change('channel')(String(c.id))} />
                <span className={local.channelName}>{c.name}</span>
                <span className={local.channelLimits}>
                  <FormattedMessage id="bank.deposit.limits" values={{ min: format.money(c.min_amount), max: format.money(c.max_amount) }} />
                </span>
              </label>
            ))}
            {errors.channel && (
              <span className={controlStyles.error} id={`${legendId}-error`} role="alert">
                {errors.channel}
              </span>
            )}
          </fieldset>
          <AmountField
            hint={channel ? t('bank.deposit.limits', { min: format.money(channel.min_amount), max: format.money(channel.max_amount) }) : undefined}
            value={values.amount}
            onValue={change('amount')}
            error={errors.amount}
          />
          <Field
            label={<FormattedMessage id="bank.field.reference" />}
            autoComplete="off"
            hint={t('bank.hint.reference')}
            maxLength={RULES.referenceMax}
            value={values.reference}
            onValue={change('reference')}
            error={errors.reference}
          />
          <FailureNote notice={failure} className={styles.failureNote} />
          <Button type="submit" className={controlStyles.block}>
            <FormattedMessage id="bank.deposit.submit" />
          </Button>
        </fieldset>
      </form>
      <DepositNote />
    </div>
  );
}

function DepositNote() {
  const nav = useNav();
  return (
    <button type="button" className={styles.link} onClick={() => nav.navigate('/pages/bank/deposit_logs')}>
      <FormattedMessage id="bank.deposit.toRecords" />
    </button>
  );
}

/** After submitting: the deposit is Pending Review, and the channel says where to transfer the money. */
function Submitted({ deposit, channel, onAnother }: { deposit: Deposit; channel: DepositChannel | undefined; onAnother: () => void }) {
  const format = useFormat();
  return (
    <ResultCard
      title="bank.deposit.done"
      text="bank.deposit.doneText"
      toRecords="bank.deposit.toRecords"
      another="bank.deposit.another"
      headingId="bank-deposit-done"
      status={deposit.status}
      facts={[
        ['bank.field.amount', format.money(deposit.amount), 'deposit-amount'],
        ['bank.field.channel', deposit.channel_name || channel?.name],
        ...(deposit.reference ? ([['bank.field.reference', deposit.reference]] as [string, string][]) : []),
      ]}
      recordsPath="/pages/bank/deposit_logs"
      onAnother={onAnother}
    >
      {channel?.instructions && (
        <section className={styles.card} aria-labelledby="bank-deposit-how">
          <h3 id="bank-deposit-how">
            <FormattedMessage id="bank.deposit.instructions" />
          </h3>
          <p className={local.instructions} data-testid="instructions">
            {channel.instructions}
          </p>
        </section>
      )}
    </ResultCard>
  );
}
