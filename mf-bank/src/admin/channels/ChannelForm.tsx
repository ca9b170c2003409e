import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type Notice, useT } from '@snapmall/shared';
import { TextField } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { useAdminChannelSaveMutation, type AdminChannel } from './api';
import { checkChannel, LIMITS, NEW_CHANNEL, valuesOf, type ChannelErrors, type ChannelField, type ChannelValues } from './channelRules';
import styles from '../common/bankAdmin.module.css';
import form from './Channels.module.css';

interface ChannelFormProps {
  /** The channel to change, or null for a new one. */
  channel: AdminChannel | null;
  onDone: (saved: boolean) => void;
}

/**
 * A deposit channel's form: its name and instructions in both languages, the amounts it takes, its place in the
 * list and whether customers see it. Checked here as the server checks it; whatever the server still refuses is
 * said beside the field it names.
 */
export function ChannelForm({ channel, onDone }: ChannelFormProps) {
  const t = useT();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ChannelValues>(channel ? valuesOf(channel) : NEW_CHANNEL);
  const [errors, setErrors] = useState<ChannelErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, saving] = useAdminChannelSaveMutation();
  // The form opens in place of the list: the keyboard and screen reader start at its heading.
  useEffect(() => title.current?.focus(), []);

  const set = (field: ChannelField) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setNotice(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChannel(values, channel?.id);
    if ('errors' in checked) return setErrors(checked.errors);
    const result = await save(checked.body);
    if ('data' in result) return onDone(true);
    const error = result.error as { errors?: Record<string, string[]>; message?: string } | undefined;
    const fields = Object.fromEntries(Object.entries(error?.errors ?? {}).map(([f, list]) => [f, list[0]]));
    const known = Object.keys(fields).filter((f) => f in NEW_CHANNEL);
    setErrors(Object.fromEntries(known.map((f) => [f, fields[f]])));
    if (known.length === 0) setNotice(error?.message ? { text: error.message } : { id: 'admin.bank.channels.failed' });
  };
  /** A message id of this page's, or the server's own words. */
  const errorOf = (field: ChannelField) => {
    const e = errors[field];
    return e ? (e.startsWith('admin.bank.') ? t(e, { max: field.startsWith('name') ? LIMITS.name : LIMITS.instructions }) : e) : undefined;
  };
  const input = (field: ChannelField, label: string, extra: { inputMode?: 'decimal' | 'numeric'; max?: number; lang?: string } = {}) => (
    <TextField name={field} label={t(label)} value={String(values[field])} error={errorOf(field)} onValue={set(field)} {...extra} />
  );

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId} data-testid="channel-form">
      <h2 id={titleId} ref={title} tabIndex={-1} className={styles.panelTitle}>
        {channel ? <FormattedMessage id="admin.bank.channels.editTitle" values={{ name: channel.name_en }} /> : <FormattedMessage id="admin.bank.channels.newTitle" />}
      </h2>
      <div className={form.languages}>
        <fieldset className={form.group}>
          <legend>
            <FormattedMessage id="admin.bank.channels.english" />
          </legend>
          {input('name_en', 'admin.bank.channels.name', { max: LIMITS.name, lang: 'en' })}
          <TextField name="instructions_en" multiline lang="en" label={t('admin.bank.channels.instructions')} value={values.instructions_en} error={errorOf('instructions_en')} max={LIMITS.instructions} onValue={set('instructions_en')} />
        </fieldset>
        <fieldset className={form.group}>
          <legend>
            <FormattedMessage id="admin.bank.channels.chinese" />
          </legend>
          {input('name_zh', 'admin.bank.channels.name', { max: LIMITS.name, lang: 'zh-Hant' })}
          <TextField name="instructions_zh" multiline lang="zh-Hant" label={t('admin.bank.channels.instructions')} value={values.instructions_zh} error={errorOf('instructions_zh')} max={LIMITS.instructions} onValue={set('instructions_zh')} />
        </fieldset>
      </div>
      <div className={form.numbers}>
        {input('min_amount', 'admin.bank.channels.min', { inputMode: 'decimal' })}
        {input('max_amount', 'admin.bank.channels.max', { inputMode: 'decimal' })}
        {input('sort', 'admin.bank.channels.sort', { inputMode: 'numeric' })}
      </div>
      <label className={form.enabled}>
        <input type="checkbox" name="enabled" checked={values.enabled} onChange={(e) => set('enabled')(e.target.checked)} />
        <FormattedMessage id="admin.bank.channels.enabled" />
      </label>
      <FailureNote notice={notice} />
      <div className={form.actions}>
        <Button type="submit" disabled={saving.isLoading}>
          <FormattedMessage id={saving.isLoading ? 'admin.bank.channels.saving' : 'common.save'} />
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
