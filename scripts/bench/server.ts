import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs the real local server (scripts/start.ts) as a child process, as `npm start` would, and
 * waits for /api/health. Stopping sends SIGTERM, which closes the database cleanly (PGlite writes
 * its files on close), and waits for the process to exit.
 */
export interface BenchServer {
  origin: string;
  stop: () => Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<BenchServer> {
  const origin = `http://localhost:${port}`;
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use; stop that server or set BENCH_PORT`);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    ...env,
    PORT: String(port),
  };
  // The bench never sends mail or calls the chat model, whatever the developer's .env says.
  for (const name of ['SMTP_URL', 'OPENAI_API_KEY', 'TURNSTILE_SECRET_KEY']) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // If the bench itself dies, its servers go with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`bench: the server on port ${port} exited (${code ?? signal}):\n${output}`);
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server on port ${port} exited (${child.exitCode}):\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      return {
        origin,
        stop: () => {
          stopping = true;
          process.off('exit', killOnExit);
          return stopChild(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopping = true;
  await stopChild(child);
  throw new Error(`The server on port ${port} did not answer /api/health within 240 s:\n${output}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
