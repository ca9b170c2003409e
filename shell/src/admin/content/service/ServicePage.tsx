import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { useCustomerQuery } from '../../../common/service/api';
import { useConsoleConfigQuery } from '../config/api';
import { KeyForm } from '../config/KeyForm';
import { ServicesForm } from './ServicesForm';
import styles from '../config/Config.module.css';

/**
 * /content/service: the customer-service entries customers choose from (the shop's /contact). They are part of the
 * configuration's `base` key: saving writes that key with the site's name and website as stored.
 */
export default function ServicePage() {
  const { data, error, refetch } = useConsoleConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  // What customers see now (the shop's own call): the defaults, while no entry is configured.
  const shown = useCustomerQuery(undefined, { refetchOnMountOrArgChange: true });
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame title="admin.service.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.service.intro" />
      </p>
      {error && (
        <div className={styles.actions}>
          <FailureNote notice={message ? { text: message } : { id: 'admin.config.loadFailed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {!data && !error && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {data && (
        <KeyForm
          configKey="base"
          stored={data.base}
          onSaved={() => {
            void refetch();
            void shown.refetch();
          }}
          fields={(value, set, errors) => (
            <ServicesForm value={value.services} set={(services) => set({ ...value, services })} errors={errors} defaults={data.base.services.length ? [] : (shown.data ?? [])} />
          )}
        />
      )}
    </AdminPageFrame>
  );
}
