/**
 * The production server (`server/main.ts`: worker threads, jobs runner and all) as an OS
 * process on a data folder, for the tests and benchmarks that kill it or run several at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The end of what it wrote to stderr (warnings, refusals). */
  output(): string;
  /** kill -9, answered once the process is gone. */
  kill(): Promise<void>;
}

// __filename, not __dirname: under tsx (the benchmarks) only __filename is set.
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(dirname(__filename), '../../../server/main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_OUTBOX: '1',
      LOG_REQUESTS: '0',
      DIST_DIR: join(dataDir, 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve(listening[1]);
    });
    void exited.then(() => reject(new Error(`the server exited before listening: ${errors}`)));
  });
  return {
    base,
    child,
    output: () => errors,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Asks `probe` every 100 ms until it answers something (errors count as not yet). */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
