// The flash sale's HTTP server seen from the bench: flash-sale-server.ts forked on a shop's schema, and the
// messages it answers (ready, reset, profile, close).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { POOL, type Design } from './flash-sale-run';
import type { ParentMessage, ServerMessage } from './flash-sale-server';
import type { Shop } from './flash-sale-shop';

const SERVER_FILE = path.join(__dirname, 'flash-sale-server.ts');

/** The bench's server process: started on the shop's schema, asked for its profile, closed. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(shop: Shop, design: Design): Promise<ServerProcess> {
    const child = fork(SERVER_FILE, [shop.url, shop.schema, design === 'coalesced' ? '1' : '0', String(POOL)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      const ready = await nextMessage(child, 'ready', 60_000);
      return new ServerProcess(child, (ready as { url: string }).url);
    } catch (error) {
      child.kill();
      throw error;
    }
  }

  async ask<T extends ServerMessage['type']>(type: T & ParentMessage['type']): Promise<Extract<ServerMessage, { type: T }>> {
    const answer = nextMessage(this.child, type, 30_000);
    this.child.send({ type } satisfies ParentMessage);
    return (await answer) as Extract<ServerMessage, { type: T }>;
  }

  get pid() {
    return this.child.pid;
  }

  /** SIGKILL, with whatever it has in flight; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ type: 'close' } satisfies ParentMessage);
    const timer = setTimeout(() => this.child.kill(), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

function nextMessage(child: ChildProcess, type: ServerMessage['type'], timeoutMs: number): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      done();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the bench server exited (${code}) before answering '${type}'`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the bench server did not answer '${type}' within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
