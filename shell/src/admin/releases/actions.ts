import { useState } from 'react';
import type { Notice } from '@snapmall/shared';
import { describeFailure } from '@snapmall/shared/kit';
import type { ReleaseListAnswer } from '@snapmall/shared/contract';
import { useConsoleCanaryMutation, useConsolePromoteMutation, useConsoleRetireMutation, useConsoleRollbackMutation, type ListedRelease } from './api';

/** A change of a remote's channels (or of the registry) the page asks the operator to confirm before it acts. */
export type ReleaseAction =
  | { kind: 'promote'; release: ListedRelease }
  | { kind: 'canary'; release: ListedRelease }
  | { kind: 'end'; release: ListedRelease }
  | { kind: 'rollback' }
  | { kind: 'retire' };

/** What the last action came to: done (in the page's words) or refused (in the server's). */
export interface Outcome {
  ok: boolean;
  notice: Notice;
}

/** The versions live now: stable's and the canary's (with its share), from the releases' channels. */
export function liveOf(list: ReleaseListAnswer) {
  const stable = list.releases.find((r) => r.channels.includes('stable'));
  const canary = list.releases.find((r) => r.channels.includes('canary'));
  return { stable, canary };
}

/** Why a release may not go to the canary or stable (the server refuses it anyway), or null when it may. */
export function notLiveReason(release: ListedRelease): string | null {
  if (release.pruned) return 'admin.releases.why.pruned';
  if (release.smoke === 'failed') return 'admin.releases.why.failed';
  if (release.smoke !== 'passed') return 'admin.releases.why.noSmoke';
  return null;
}

/**
 * Runs a confirmed action for `remote` and keeps its outcome; `done` then refetches what the page shows, either way
 * (told whether the remote was retired: it is then off the registry).
 */
export function useReleaseActions(remote: string, done: (retired: boolean) => void) {
  const [canary] = useConsoleCanaryMutation();
  const [promote] = useConsolePromoteMutation();
  const [rollback] = useConsoleRollbackMutation();
  const [retire] = useConsoleRetireMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: ReleaseAction, percent = 0) => {
    setBusy(true);
    setOutcome(null);
    let retired = false;
    try {
      if (action.kind === 'promote') await promote({ remote, version: action.release.version }).unwrap();
      else if (action.kind === 'canary') await canary({ remote, version: action.release.version, percent }).unwrap();
      else if (action.kind === 'end') await canary({ remote, version: action.release.version, percent: 0 }).unwrap();
      else if (action.kind === 'rollback') await rollback({ remote }).unwrap();
      else retired = (await retire({ name: remote }).unwrap()).retired;
      const version = 'release' in action ? action.release.version : '';
      setOutcome({ ok: true, notice: { id: `admin.releases.done.${action.kind}`, values: { remote, version, percent } } });
    } catch (error) {
      const { notice } = describeFailure(error, 'admin.releases.noAnswer');
      setOutcome({ ok: false, notice: notice ?? { id: 'admin.releases.noAnswer' } });
    } finally {
      setBusy(false);
      done(retired);
    }
  };
  return { run, outcome, busy, clear: () => setOutcome(null) };
}
