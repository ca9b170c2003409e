import { open } from 'node:fs/promises';
import { parseAnchor } from '../modules/operators/audit-verify';
import type { Services } from '../services';

const fail = (message: string): never => {
  throw new Error(message);
};

type Run = (s: Services, actor: unknown, args: string[]) => Promise<unknown>;

/** Lines are written to the file in blocks of about this many characters (an export can hold millions). */
const BLOCK = 1 << 20;

/**
 * `audit:verify` recomputes the audit chain and names the first record changed, removed or inserted (exit code 1
 * then); `audit:export [file]` writes the chain as JSON lines for an auditor (standard output without a file), whom
 * `node scripts/audit-verify.mjs <file>` lets check it without the shop.
 */
export function auditCommands(): Record<string, { usage: string; run: Run }> {
  return {
    'audit:verify': {
      usage: '[seq:hash …]   (recomputes the audit hash chain; names the first record changed, removed or inserted; each seq:hash an earlier export\'s head must still be there)',
      run: (s, _a, args) => {
        const anchors = args.map((arg) => parseAnchor(arg) ?? fail(`${arg} is not seq:hash (an earlier export's head, e.g. 1042:3fa9…)`));
        return s.auditChain.verify(anchors);
      },
    },
    'audit:export': {
      usage: '[file]   (the audit chain as JSON lines with its head, for `node scripts/audit-verify.mjs <file>`)',
      run: async (s, _a, [file]) => {
        if (!file) {
          await s.auditChain.export(async (line) => void process.stdout.write(`${line}\n`));
          return undefined;
        }
        const handle = await open(file, 'w', 0o600);
        try {
          let block = '';
          const summary = await s.auditChain.export(async (line) => {
            block += `${line}\n`;
            if (block.length < BLOCK) return;
            await handle.write(block);
            block = '';
          });
          await handle.write(block);
          return { file, ...summary };
        } finally {
          await handle.close();
        }
      },
    },
  };
}
