import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import {
  AdminReleaseCanaryBody,
  AdminReleaseDevLinkBody,
  AdminReleaseListBody,
  AdminReleasePreviewBody,
  AdminReleaseVersionBody,
  AdminRemoteRetireBody,
  AdminRemoteSaveBody,
} from '@snapmall/shared/contract';
import type { Actor } from '../modules/operators/service';
import type { Services } from '../services';
import { releaseTable, when } from './release-table';

/** A command of `npm run ops`; one that answers a string has it printed as it is (a table), anything else as JSON. */
export type OpsCommand = { usage: string; run: (s: Services, actor: Actor, args: string[]) => Promise<unknown> };
/** The command line's check of its input with a contract schema (cli.ts), handed in so both check alike. */
export type Checked = <T>(schema: TSchema, body: Record<string, unknown>) => T;

const need = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`missing ${name}`);
  return value;
};

/** The release store's commands (issue 17): the same services as the admin API, by "cli:<login name>", who may do anything. */
export function releaseCommands(checked: Checked): Record<string, OpsCommand> {
  const version = (remote?: string, v?: string) => checked<AdminReleaseVersionBody>(AdminReleaseVersionBody, { remote, version: v });
  return {
    'release:list': {
      usage: '<remote>   (versions, channels, smoke runs and telemetry)',
      run: async (s, a, [remote]) => {
        const name = checked<AdminReleaseListBody>(AdminReleaseListBody, { remote }).remote;
        const { releases, log } = await s.releases.history(name, a);
        return releaseTable(name, releases, s.releases.canaryRule(), log);
      },
    },
    'release:publish': {
      usage: '<remote> [dist dir]   (a local build; default <web root>/<remote>/dist)',
      run: async (s, a, [remote, dir]) => {
        const name = checked<AdminReleaseListBody>(AdminReleaseListBody, { remote }).remote;
        const dist = path.resolve(dir ?? path.join(s.config.webRoot ?? process.cwd(), name, 'dist'));
        const release = await s.releases.publish(name, dist, { by: a });
        return { version: release.version, routes: release.routes, size: release.size, requires: release.requires };
      },
    },
    'release:promote': {
      usage: '<remote> <version>',
      run: async (s, a, [remote, v]) => {
        const body = version(remote, v);
        return { stable: (await s.releases.promote(body.remote, body.version, a)).version };
      },
    },
    'release:canary': {
      usage: '<remote> <version> <percent>   (0 ends the canary)',
      run: (s, a, [remote, v, percent]) => {
        const body = checked<AdminReleaseCanaryBody>(AdminReleaseCanaryBody, { remote, version: v, percent: Number(need(percent, 'percent')) });
        return s.releases.canary(body.remote, body.version, body.percent, a);
      },
    },
    'release:rollback': {
      usage: '<remote>',
      run: async (s, a, [remote]) => ({ stable: (await s.releases.rollback(checked<AdminReleaseListBody>(AdminReleaseListBody, { remote }).remote, a)).version }),
    },
    'release:preview': {
      usage: "<remote> <version> <client id> [minutes, default 60]   (a link for that browser only; /?preview= shows a browser's id)",
      run: async (s, a, [remote, v, client, minutes]) => {
        const body = checked<AdminReleasePreviewBody>(AdminReleasePreviewBody, { remote, version: v, client_id: client, ...(minutes ? { minutes: Number(minutes) } : {}) });
        const preview = await s.releases.preview(body.remote, body.version, body.client_id, body.minutes ?? 60, a);
        return `/${preview.query}\n(open it on the shop's address in the browser whose id is ${body.client_id}; it expires ${when(preview.expires)} UTC)`;
      },
    },
    'release:devlink': {
      usage: "<remote> <port> <client id> [minutes, default 120]   (the remote from http://localhost:<port> in that browser only)",
      run: async (s, a, [remote, port, client, minutes]) => {
        const body = checked<AdminReleaseDevLinkBody>(AdminReleaseDevLinkBody, { remote, port: Number(need(port, 'port')), client_id: client, ...(minutes ? { minutes: Number(minutes) } : {}) });
        const link = await s.releases.devLinks.create(body.remote, body.port, body.client_id, body.minutes ?? 120, a);
        return `/${link.query}\n(open it on the shop's address in the browser whose id is ${body.client_id}: ${body.remote} comes from ${link.origin} there until ${when(link.expires)} UTC)`;
      },
    },
    'remote:add': {
      usage: "'<json: name, prefixes [\"/pages/x/\"], owner>'",
      run: (s, a, [json]) => s.releases.addRemote(checked<AdminRemoteSaveBody>(AdminRemoteSaveBody, JSON.parse(need(json, 'json')) as Record<string, unknown>), a),
    },
    'remote:list': { usage: '', run: (s) => s.releases.remoteList() },
    'release:smoke': {
      usage: '<remote> <version>   (queue its smoke run again: after a run that failed for the runner\'s sake)',
      run: async (s, a, [remote, v]) => {
        const body = version(remote, v);
        return { remote: body.remote, version: body.version, smoke: (await s.releases.smokeAgain(body.remote, body.version, a)).smoke };
      },
    },
    'remote:retire': {
      usage: '<remote>   (off the registry: its pages become unavailable, its channels end; its releases stay)',
      run: (s, a, [name]) => s.releases.retireRemote(a, checked<AdminRemoteRetireBody>(AdminRemoteRetireBody, { name }).name),
    },
    'smoke:token': {
      usage: '<name>   (a smoke runner\'s credential for npm run smoke-runner; printed once)',
      run: (s, a, [name]) => s.releases.smoke.createRunnerToken(a, need(name, 'name')),
    },
    'smoke:revoke': { usage: '<name>', run: (s, a, [name]) => s.releases.smoke.revokeRunnerToken(a, need(name, 'name')) },
    'deploy:token': {
      usage: '<name> <remote…>   (prints the token once)',
      run: (s, a, [name, ...remotes]) => {
        if (remotes.length === 0) throw new Error('name at least one remote');
        return s.releases.access.createToken(a, need(name, 'name'), remotes);
      },
    },
    'deploy:grant': {
      usage: '<operator:username | token:name> <remote>',
      run: (s, a, [subject, remote]) => s.releases.access.grant(a, need(subject, 'subject'), need(remote, 'remote')),
    },
    'deploy:ungrant': {
      usage: '<operator:username | token:name> <remote>   (takes the right back)',
      run: (s, a, [subject, remote]) => s.releases.access.revoke(a, need(subject, 'subject'), need(remote, 'remote')),
    },
    'deploy:revoke': { usage: '<token name>', run: (s, a, [name]) => s.releases.access.revokeToken(a, need(name, 'name')) },
    'deploy:list': { usage: '   (deploy tokens and their remotes)', run: (s) => s.releases.access.tokens() },
  };
}
