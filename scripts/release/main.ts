// `npm run release -- <remote> [--promote] [--canary <percent>] …`: publishes a remote's build as a release on the
// shop at SNAPMALL_URL, smoke-tests it through a preview link, and puts it live when asked; `npm run release --
// list|promote|canary|rollback|preview …` takes one step of the flow (args.ts, USAGE). docs/deploying.md tells
// the whole flow.
import { parseArgs } from './args';
import { runCommand } from './commands';
import { release } from './flow';

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const say = (line: string) => console.log(line);
  return args.command === 'release' ? release(args, process.env, say) : runCommand(args, process.env, say);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
