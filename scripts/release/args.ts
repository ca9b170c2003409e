export interface ReleaseArgs {
  remote: string;
  promote: boolean;
  /** Percent of clients to put on the candidate after a passing smoke run; undefined: no canary. */
  canary?: number;
  skipBuild: boolean;
  /** A prepared build folder to publish instead of the remote's own dist (tests, or a build made elsewhere). */
  dist?: string;
  /** The package version to publish under, for a --dist build made outside this checkout (no <remote>/package.json). */
  packageVersion?: string;
  /** The deployer's browser (its client id) to print a preview link for, besides the smoke run's own. */
  previewFor?: string;
}

/** The team's flow over the admin API, one step at a time (the same as `npm run ops -- release:*` on the server). */
export type AdminCommand =
  | { command: 'list'; remote: string }
  | { command: 'promote'; remote: string; version: string }
  | { command: 'canary'; remote: string; version: string; percent: number }
  | { command: 'rollback'; remote: string }
  | { command: 'preview'; remote: string; version: string; clientId: string; minutes?: number }
  | { command: 'devlink'; remote: string; port: number; clientId: string; minutes?: number };

export type Invocation = ({ command: 'release' } & ReleaseArgs) | AdminCommand;

export const USAGE = [
  'usage: npm run release -- <remote> [--promote | --canary <percent>] [--skip-build] [--dist <dir> [--package-version <version>]] [--preview-for <client id>]',
  '       npm run release -- list <remote>',
  '       npm run release -- promote <remote> <version>',
  '       npm run release -- canary <remote> <version> <percent>     (0 ends the canary)',
  '       npm run release -- rollback <remote>',
  '       npm run release -- preview <remote> <version> <client id> [minutes]',
  '       npm run release -- devlink <remote> <port> <client id> [minutes]   (your dev server on http://localhost:<port>, in that browser only)',
].join('\n');

/** A remote's registry name (its workspace name); checked before it reaches a shell command or a path. */
export const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
/** A browser's client id, as the shell makes it (localStorage `snapmall:client`; `/?preview=` shows it). */
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

const fail = (problem: string): never => {
  throw new Error(`${problem}\n${USAGE}`);
};

const remoteOf = (value: string | undefined): string => {
  if (value === undefined) return fail('name the remote');
  return REMOTE_NAME.test(value) ? value : fail(`${value} is not a remote's name (mf-<name>, lower case)`);
};

const clientIdOf = (value: string | undefined): string => {
  if (value === undefined) return fail("name the browser's client id");
  return CLIENT_ID.test(value) ? value : fail(`${value} is not a client id (8 to 64 letters, digits and dashes; open the shop at /?preview= to see a browser's)`);
};

const wholeIn = (value: string | undefined, what: string, min: number, max: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : fail(`${what} takes a whole number from ${min} to ${max}`);
};

/** Reads the command line; an unknown or incomplete option is an error with the usage line, never a guess. */
export function parseArgs(argv: string[]): Invocation {
  const [first, ...rest] = argv;
  const exactly = (count: number) => (rest.length === count ? rest : fail(`${first} takes ${count} argument${count === 1 ? '' : 's'}`));
  switch (first) {
    case 'list':
    case 'rollback':
      return { command: first, remote: remoteOf(exactly(1)[0]) };
    case 'promote': {
      const [remote, version] = exactly(2);
      return { command: 'promote', remote: remoteOf(remote), version: version! };
    }
    case 'canary': {
      const [remote, version, percent] = exactly(3);
      return { command: 'canary', remote: remoteOf(remote), version: version!, percent: wholeIn(percent, 'the percent', 0, 100) };
    }
    case 'preview': {
      if (rest.length !== 3 && rest.length !== 4) fail('preview takes a remote, a version, a client id and, if you like, minutes');
      const [remote, version, client, minutes] = rest;
      return {
        command: 'preview',
        remote: remoteOf(remote),
        version: version!,
        clientId: clientIdOf(client),
        ...(minutes === undefined ? {} : { minutes: wholeIn(minutes, 'minutes', 1, 1440) }),
      };
    }
    case 'devlink': {
      if (rest.length !== 3 && rest.length !== 4) fail('devlink takes a remote, a port, a client id and, if you like, minutes');
      const [remote, port, client, minutes] = rest;
      return {
        command: 'devlink',
        remote: remoteOf(remote),
        port: wholeIn(port, 'the port', 1024, 65535),
        clientId: clientIdOf(client),
        ...(minutes === undefined ? {} : { minutes: wholeIn(minutes, 'minutes', 1, 720) }),
      };
    }
    default:
      return { command: 'release', ...parseRelease(argv) };
  }
}

function parseRelease(argv: string[]): ReleaseArgs {
  const rest = [...argv];
  const parsed: Partial<ReleaseArgs> = { promote: false, skipBuild: false };
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (arg === '--promote') parsed.promote = true;
    else if (arg === '--skip-build') parsed.skipBuild = true;
    else if (arg === '--dist') parsed.dist = valueOf(arg, rest.shift());
    else if (arg === '--package-version') parsed.packageVersion = valueOf(arg, rest.shift());
    else if (arg === '--preview-for') parsed.previewFor = clientIdOf(valueOf(arg, rest.shift()));
    else if (arg === '--canary') parsed.canary = wholeIn(valueOf(arg, rest.shift()), '--canary', 1, 100);
    else if (arg.startsWith('--') || parsed.remote) fail(`unexpected ${arg}`);
    else parsed.remote = remoteOf(arg);
  }
  if (!parsed.remote) fail('name the remote');
  if (parsed.promote && parsed.canary !== undefined) fail('--promote and --canary exclude each other: a canary is a step before the promote');
  if (parsed.packageVersion !== undefined && !parsed.dist) fail("--package-version goes with --dist: a remote's own build has its package.json");
  // A prepared folder is already built: building the workspace would not change what is published.
  if (parsed.dist) parsed.skipBuild = true;
  return parsed as ReleaseArgs;
}

function valueOf(option: string, value: string | undefined): string {
  if (value === undefined || value.startsWith('--')) fail(`${option} needs a value`);
  return value!;
}
