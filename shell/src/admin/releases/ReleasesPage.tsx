import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams, type PageProps } from '@snapmall/shared';
import { AdminPageFrame, useAdminSession } from '@snapmall/shared/admin';
import { EmptyState } from '@snapmall/shared/kit';
import { PageSpinner } from '../../common/PageStatus';
import { ActionDialog } from './ActionDialog';
import { liveOf, useReleaseActions, type ReleaseAction } from './actions';
import { useConsoleReleasesQuery, useConsoleRemotesQuery } from './api';
import { Outcome } from './Outcome';
import { RemoteReleases } from './RemoteReleases';
import styles from './Releases.module.css';

/**
 * /releases (owners, and whoever holds a remote's deploy right): a remote chosen (kept in the address, ?remote=),
 * what is live, each release with its smoke verdict, and the log; the channel changes for a deployer of it, each
 * confirmed with what it changes, then the list fetched again with the server's answer or refusal shown.
 */
export default function ReleasesPage({ query }: PageProps) {
  const pickerId = useId();
  const { can } = useAdminSession();
  const [, setParams] = useSearchParams();
  const remotes = useConsoleRemotesQuery();
  // An owner reads every remote; anyone else the remotes they may deploy (the server refuses the others).
  const mine = (remotes.data ?? []).filter((r) => can('owner') || r.can_deploy);
  const chosen = mine.find((r) => r.name === query.remote) ?? mine[0];
  const list = useConsoleReleasesQuery({ remote: chosen?.name ?? '' }, { skip: !chosen });
  const [asking, setAsking] = useState<ReleaseAction | null>(null);
  const actions = useReleaseActions(chosen?.name ?? '', (retired) => {
    if (retired) {
      void remotes.refetch();
      setParams({}, { replace: true });
    } else void list.refetch();
  });

  return (
    <AdminPageFrame title="admin.releases.title">
      {remotes.isLoading && <PageSpinner />}
      {remotes.isSuccess && mine.length === 0 && <EmptyState text="admin.releases.noRemotes" />}
      {chosen && (
        <div className={styles.picker}>
          <label htmlFor={pickerId}>
            <FormattedMessage id="admin.releases.remote" />
          </label>
          <select
            id={pickerId}
            value={chosen.name}
            onChange={(e) => {
              actions.clear();
              setParams({ remote: e.target.value }, { replace: true });
            }}
          >
            {mine.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name} — {r.prefixes.join(' ')}
              </option>
            ))}
          </select>
        </div>
      )}
      <Outcome outcome={actions.outcome} />
      {chosen && list.data?.remote === chosen.name && (
        <RemoteReleases list={list.data} remote={chosen} busy={actions.busy || list.isFetching} onAct={setAsking} isOwner={can('owner')} />
      )}
      {chosen && list.isError && <Outcome outcome={{ ok: false, notice: { id: 'admin.releases.listFailed' } }} />}
      {asking && chosen && list.data && (
        <ActionDialog
          action={asking}
          remote={chosen.name}
          stable={liveOf(list.data).stable?.version ?? ''}
          prefixes={chosen.prefixes}
          onAnswer={(percent) => {
            const action = asking;
            setAsking(null);
            if (percent !== null) void actions.run(action, percent);
          }}
        />
      )}
    </AdminPageFrame>
  );
}
