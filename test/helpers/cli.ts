/** Runs the command line as a user would (`npm run tokenling -- …`), through tsx. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function tokenling(...args: string[]): CliResult {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/tokenling.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
