import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away copy of the project as git would check it out (tracked and untracked-but-not-ignored
 * files, so uncommitted work is verified too), with this checkout's node_modules hard-linked in.
 * Netlify's bundler follows real paths: a symlinked node_modules would leave every dependency out
 * of the function zips, so the copy needs its own directory tree.
 */
export function createWorkspace(projectRoot: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-netlify-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: projectRoot,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(projectRoot, file);
    // A file git still tracks but that was deleted in the working tree is left out, as in a commit.
    if (!existsSync(source)) continue;
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target);
  }
  linkNodeModules(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function linkNodeModules(from: string, to: string): void {
  try {
    // Hard links: seconds instead of a minute, and no second copy on disk (GNU cp).
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}
