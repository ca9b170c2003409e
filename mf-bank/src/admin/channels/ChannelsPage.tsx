import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Money } from '@snapmall/shared';
import { AdminPageFrame, ResourceList, wholeCall, type AdminColumn, type AdminResource } from '@snapmall/shared/admin';
import { StatusBadge } from '@snapmall/shared/kit';
import { useLazyAdminChannelsQuery, type AdminChannel } from './api';
import { ChannelForm } from './ChannelForm';
import styles from './Channels.module.css';

/** The deposit channels, every one (read whole: few). */
const CHANNELS: AdminResource<AdminChannel> = { name: 'channels', label: 'admin.bank.channels.list', empty: 'admin.bank.channels.empty', rowId: (c) => c.id, usePages: wholeCall(useLazyAdminChannelsQuery) };

/**
 * /bank/channels: the deposit channels customers choose from (enabled ones, in their order) and the form that
 * adds or changes one. The list is short and whole: one page, no filters, and as CSV.
 */
export default function ChannelsPage() {
  const intl = useIntl();
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const [saved, setSaved] = useState(0);
  const columns: AdminColumn<AdminChannel>[] = [
    {
      id: 'name',
      title: 'admin.bank.channels.col.name',
      render: (c) => (
        <span className={styles.names}>
          <span lang="en">{c.name_en}</span>
          <span lang="zh-Hant" className={styles.zh}>
            {c.name_zh}
          </span>
        </span>
      ),
      csvNames: (c) => ({ en: c.name_en, zh: c.name_zh }),
    },
    {
      id: 'range',
      title: 'admin.bank.channels.col.range',
      numeric: true,
      render: (c) => <FormattedMessage id="admin.bank.channels.rangeValue" values={{ min: <Money key="min" value={c.min_amount} />, max: <Money key="max" value={c.max_amount} /> }} />,
      csv: (c) => `${c.min_amount}-${c.max_amount}`,
    },
    { id: 'sort', title: 'admin.bank.channels.col.sort', numeric: true, render: (c) => c.sort, csv: (c) => c.sort },
    {
      id: 'enabled',
      title: 'admin.bank.channels.col.enabled',
      render: (c) => <StatusBadge label={c.enabled ? 'admin.bank.channels.on' : 'admin.bank.channels.off'} tone={c.enabled ? 'ok' : 'muted'} />,
      csv: (c) => c.enabled,
    },
    {
      id: 'edit',
      title: 'admin.bank.channels.col.edit',
      render: (c) => (
        <Button variant="secondary" className={styles.editButton} aria-label={intl.formatMessage({ id: 'admin.bank.channels.editOf' }, { name: c.name_en })} onClick={() => setEditing(c)}>
          <FormattedMessage id="admin.bank.channels.edit" />
        </Button>
      ),
    },
  ];
  const done = (didSave: boolean) => {
    setEditing(null);
    if (didSave) setSaved((n) => n + 1);
  };
  return (
    <AdminPageFrame
      title="admin.bank.channels.title"
      actions={
        !editing && (
          <Button onClick={() => setEditing('new')}>
            <FormattedMessage id="admin.bank.channels.new" />
          </Button>
        )
      }
    >
      {saved > 0 && !editing && (
        <p role="status" className={styles.saved} data-testid="channel-saved">
          <FormattedMessage id="admin.bank.channels.saved" />
        </p>
      )}
      {editing ? (
        <ChannelForm channel={editing === 'new' ? null : editing} onDone={done} />
      ) : (
        <ResourceList resource={CHANNELS} columns={columns} refreshKey={saved} />
      )}
    </AdminPageFrame>
  );
}
