import { FormattedMessage } from 'react-intl';
import { useNavigate, useT, type PageProps } from '@snapmall/shared';
import type { AdminVipLevel } from '@snapmall/shared/contract';
import { useAdminVipQuery, useSaveVipMutation } from '../api';
import { EditFrame } from '../common/EditFrame';
import { FormEnd } from '../common/FormEnd';
import { TextField } from '@snapmall/shared/admin';
import { useAdminForm } from '@snapmall/shared/admin';
import { VIP_LABELS, VIP_MEANINGS } from './VipMeanings';
import { checkVip, LIMITS, NEW_VIP, VIP_FIELDS, vipTitle, vipValues, type VipField } from './vipRules';
import styles from '../admin.module.css';

const FIELDS: readonly VipField[] = [...VIP_FIELDS.map((f) => f.field), 'content'];
const LIMIT_VALUES = { 'admin.shopping.form.tooLong50': { max: 50 }, 'admin.shopping.form.tooLong2000': { max: LIMITS.content } };

/** /shop/vip/:level (`new` for a new level): every rule a VIP level publishes, each with what it means to a customer. */
export default function VipEditPage({ query }: PageProps) {
  const isNew = query.level === 'new';
  const levels = useAdminVipQuery();
  const level = levels.data?.find((v) => String(v.level) === query.level);
  const title = level ? vipTitle(level) : { id: isNew ? 'admin.shopping.vip.newTitle' : 'admin.shopping.vip.levelTitle', values: { level: query.level ?? '' } };
  return (
    <EditFrame
      title={title.id}
      titleValues={title.values}
      back={{ to: '/shop/vip', label: 'admin.shopping.vip.back' }}
      loading={levels.isLoading}
      error={levels.error}
      missing={!isNew && !level}
      onRetry={() => void levels.refetch()}
    >
      <VipForm level={level ?? null} justAdded={query.added === '1'} />
    </EditFrame>
  );
}

function VipForm({ level, justAdded }: { level: AdminVipLevel | null; justAdded: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [save] = useSaveVipMutation();
  const form = useAdminForm({
    initial: level ? vipValues(level) : NEW_VIP,
    check: checkVip,
    save: (body) => save(body),
    fields: FIELDS,
    prefix: 'admin.shopping.',
    failed: 'admin.shopping.form.failed',
    messageValues: LIMIT_VALUES,
    onSaved: (answer) => !level && navigate(`/shop/vip/${answer.level}?added=1`, { replace: true }),
  });
  const { values, set, errorOf } = form;
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate data-testid="vip-form">
      <div className={styles.section}>
        <div className={styles.grid}>
          {VIP_FIELDS.map(({ field, kind }) => (
            <TextField
              key={field}
              name={field}
              label={t(VIP_LABELS[field])}
              hint={t(field === 'level' && level ? 'admin.shopping.vip.levelFixed' : VIP_MEANINGS[field])}
              value={values[field]}
              error={errorOf(field)}
              inputMode={kind === 'money' || kind === 'percent' ? 'decimal' : kind === 'count' || kind === 'level' ? 'numeric' : undefined}
              disabled={field === 'level' && Boolean(level)}
              onValue={set(field)}
            />
          ))}
        </div>
        <TextField name="content" multiline label={t(VIP_LABELS.content)} hint={t(VIP_MEANINGS.content)} value={values.content} error={errorOf('content')} max={LIMITS.content} onValue={set('content')} />
      </div>
      <p className={styles.note}>
        <FormattedMessage id="admin.shopping.vip.publishNote" />
      </p>
      <FormEnd notice={form.notice} busy={form.busy} saved={form.saved || justAdded} save="admin.shopping.vip.publish" savedText="admin.shopping.vip.published" />
    </form>
  );
}
