import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, RULES } from '@snapmall/shared';
import { useAdminSession } from '@snapmall/shared/admin';
import { isRequested } from '@snapmall/shared/contract';
import { useFormat } from '@snapmall/shared';
import { FailureNote } from '@snapmall/shared/kit';
import { useConsoleApprovalSettingsQuery, useConsoleApprovalSettingsSaveMutation } from './api';
import styles from './Requests.module.css';

/**
 * The withdrawal amount above which an approval needs a second operator, and how long a request waits. The owner
 * changes it here: lowering it acts at once, raising it is itself a request to a second owner.
 */
export function ThresholdBox() {
  const intl = useIntl();
  const f = useFormat();
  const { can } = useAdminSession();
  const settings = useConsoleApprovalSettingsQuery();
  const [save, saving] = useConsoleApprovalSettingsSaveMutation();
  const [value, setValue] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  if (!settings.data) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(RULES.cashAmountPattern).test(value.trim())) return setSaid({ ok: false, text: intl.formatMessage({ id: 'admin.requests.thresholdBad' }) });
    const result = await save({ withdraw_threshold: value.trim() });
    if ('data' in result && result.data) {
      setValue('');
      return setSaid({ ok: true, text: intl.formatMessage({ id: isRequested(result.data) ? 'admin.requests.thresholdRequested' : 'admin.requests.thresholdSaved' }) });
    }
    setSaid({ ok: false, text: (result.error as { message?: string } | undefined)?.message || intl.formatMessage({ id: 'admin.requests.failed' }) });
  };
  return (
    <section className={styles.threshold} aria-labelledby="threshold-title">
      <h2 id="threshold-title" className={styles.cardTitle}>
        <FormattedMessage id="admin.requests.thresholdTitle" />
      </h2>
      <p data-testid="threshold">
        <FormattedMessage id="admin.requests.thresholdNow" values={{ amount: f.money(settings.data.withdraw_threshold), hours: settings.data.ttl_hours }} />
      </p>
      {can('owner') && (
        <form className={styles.thresholdForm} onSubmit={(e) => void submit(e)} noValidate>
          <Field label={intl.formatMessage({ id: 'admin.requests.thresholdField' })} name="withdraw_threshold" inputMode="decimal" autoComplete="off" value={value} onValue={setValue} />
          <Button type="submit" disabled={saving.isLoading || value.trim() === ''}>
            <FormattedMessage id="admin.requests.thresholdSave" />
          </Button>
        </form>
      )}
      {said && (said.ok ? <p role="status">{said.text}</p> : <FailureNote notice={{ text: said.text }} />)}
    </section>
  );
}
