import { editableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import type { RepoPath } from './contentStore.ts';
import { CONTENT_ROOT } from './entryFiles.ts';

/**
 * What an editor is told when the site cannot be built with the drafts: which entry to fix and,
 * in one line, why — never the build log, never a path on the server. The build (Astro, the chat
 * knowledge step, a figure check) names the file it stopped at, by its path or as Astro's
 * `collection → id`; the drafted entries it names are the ones to fix.
 */

export interface BuildFailure {
  /** The drafted entries the build named, as the editor lists them ("Testimonials: karen-li (Spanish)"). */
  entries: string[];
  /** One line from the build, without server paths or markup; empty when none was readable. */
  detail: string;
}

// ESC [ … letter: terminal colours in the build's output.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
// A line that says what went wrong, not npm's or the shell's frame around it.
const ERROR_LINE =
  /error|failed|not defined|unexpected|does not match|could not|cannot|invalid|required|expected/i;
const NOISE = /^(npm (error|ERR!)|\s*at |node:internal|\s*\^|\s*\||─|Command failed|exit code)/i;
const MAX_DETAIL = 240;

function entryOf(repoPath: RepoPath): { label: string; names: string[] } | null {
  if (repoPath.startsWith('src/assets/team/')) {
    const file = repoPath.slice('src/assets/team/'.length);
    return { label: `Team photo ${file}`, names: [repoPath, `assets/team/${file}`] };
  }
  if (!repoPath.startsWith(`${CONTENT_ROOT}/`)) return null;
  const [collectionName, ...rest] = repoPath.slice(CONTENT_ROOT.length + 1).split('/');
  const collection = collectionName ? editableCollection(collectionName) : undefined;
  if (!collectionName || rest.length === 0) return null;
  const spanish = rest[0] === 'es';
  const file = rest.join('/');
  const id = (spanish ? rest.slice(1) : rest).join('/').replace(/\.[a-z]+$/, '');
  const astroId = file.replace(/\.[a-z]+$/, '');
  return {
    label: `${collection?.label ?? collectionName}: ${id.replaceAll('/', ' / ')} (${spanish ? 'Spanish' : 'English'})`,
    names: [
      `${collectionName}/${file}`,
      `${collectionName} → ${astroId}`,
      `${collectionName} -> ${astroId}`,
    ],
  };
}

/** Server paths reduced to what the editor knows: `src/content/…` stays, anything else is its file name. */
function withoutServerPaths(line: string, roots: string[]): string {
  let text = line;
  for (const root of roots) text = text.split(`${root}/`).join('');
  return (
    text
      // An absolute path starts a word: `/home/x/…`, never the `/content/…` inside `src/content/…`.
      .replace(
        /(?<![\w.-])(?:file:\/\/)?\/(?:[^\s/:'"`()]+\/)+([^\s/:'"`()]+)/g,
        (whole, name: string) => {
          const inRepo = whole.match(/(src\/(?:content|assets)\/\S+)$/);
          return inRepo ? inRepo[1]! : name;
        },
      )
      .replace(/\*\*/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function describeBuildFailure(
  output: string,
  draftPaths: RepoPath[],
  roots: string[] = [],
): BuildFailure {
  const plain = output.replace(ANSI, '');
  const readable = plain
    .split('\n')
    .map((line) => withoutServerPaths(line, roots))
    .filter((line) => line.length > 0 && !NOISE.test(line));
  const entries: string[] = [];
  for (const repoPath of draftPaths) {
    const entry = entryOf(repoPath);
    if (entry && entry.names.some((name) => plain.includes(name))) entries.push(entry.label);
  }
  const line = readable.find((candidate) => ERROR_LINE.test(candidate)) ?? '';
  const detail = line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL - 1)}…` : line;
  return { entries: [...new Set(entries)], detail };
}

/** The sentence the publish bar shows. */
export function buildFailureMessage(failure: BuildFailure): string {
  const kept = 'Nothing was published and every draft is kept.';
  const why = failure.detail ? ` The build said: ${failure.detail}` : '';
  if (failure.entries.length > 0) {
    return `The site could not be built with ${failure.entries.join('; ')}. ${kept} Fix that entry and publish again.${why}`;
  }
  return `The site could not be built with the drafts. ${kept}${why} If it is unclear which entry causes it, ask a developer.`;
}
