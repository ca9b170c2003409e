import type { ReleaseListAnswer } from '@snapmall/shared/contract';
import { releaseTable } from '../../server/src/ops/release-table';
import { connect, Refused, type AdminClient } from './admin';
import type { AdminCommand } from './args';

/** What /api/admin/release/list answers. */
export type ReleaseList = ReleaseListAnswer;

export const baseUrlOf = (env: NodeJS.ProcessEnv) => (env.SNAPMALL_URL || 'http://localhost:8080').replace(/\/+$/, '');

/** "stable 0.1.0+…, canary 0.1.0+… at 10 %", from release/list. */
export async function liveOf(client: AdminClient, remote: string): Promise<string> {
  const { releases } = await client.call<ReleaseList>('/api/admin/release/list', { remote });
  const live = releases.flatMap((row) => row.channels.map((channel) => (channel === 'canary' ? `canary ${row.version} at ${row.canary_percent} %` : `${channel} ${row.version}`)));
  return live.length > 0 ? live.sort().reverse().join(', ') : `nothing: ${remote} is served from its local build`;
}

/** The preview call, and the line that hands its link to a person. */
export async function previewLink(client: AdminClient, remote: string, version: string, clientId: string, minutes?: number) {
  const preview = await client.call<{ query: string; expires: number }>('/api/admin/release/preview', {
    remote,
    version,
    client_id: clientId,
    ...(minutes === undefined ? {} : { minutes }),
  });
  const until = new Date(preview.expires * 1000).toISOString();
  return { query: preview.query, line: `Preview link: ${client.baseUrl}/${preview.query} (only for the browser ${clientId}, until ${until})` };
}

/** How a deployer gets a link for their own browser, printed when they did not ask for one. */
export const howToPreview = (baseUrl: string, remote: string, version: string) =>
  `Preview in your browser: open ${baseUrl}/?preview= there to see its id, then npm run release -- preview ${remote} ${version} <that id>`;

/**
 * `npm run release -- list|promote|canary|rollback|preview|devlink …`: one step of the team's flow over the admin API,
 * from any machine that reaches the shop (the same as `npm run ops -- release:*` on the server's machine).
 * Answers the exit code: 1 when the server refuses, saying what it said.
 */
export async function runCommand(command: AdminCommand, env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<number> {
  try {
    const client = await connect(baseUrlOf(env), env);
    const { remote } = command;
    switch (command.command) {
      case 'list': {
        const list = await client.call<ReleaseList>('/api/admin/release/list', { remote });
        say(releaseTable(remote, list.releases, list.rule, list.log));
        return 0;
      }
      case 'promote':
        await client.call('/api/admin/release/promote', { remote, version: command.version });
        break;
      case 'canary':
        await client.call('/api/admin/release/canary', { remote, version: command.version, percent: command.percent });
        break;
      case 'rollback':
        await client.call('/api/admin/release/rollback', { remote });
        break;
      case 'preview':
        say((await previewLink(client, remote, command.version, command.clientId, command.minutes)).line);
        return 0;
      case 'devlink': {
        const body = { remote, port: command.port, client_id: command.clientId, ...(command.minutes ? { minutes: command.minutes } : {}) };
        const link = await client.call<{ query: string; origin: string; expires: number }>('/api/admin/release/devlink', body);
        say(`Dev link: ${client.baseUrl}/${link.query} (${remote} from ${link.origin}, only for the browser ${command.clientId}, until ${new Date(link.expires * 1000).toISOString()})`);
        return 0;
      }
    }
    say(`Live: ${await liveOf(client, remote)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    say(`Refused: ${error.message}`);
    return 1;
  }
}
