/**
 * The pure half of `npm run size` (scripts/jsReport.ts): a build's up-front JS per page and per
 * chunk, compared with an earlier build's, naming the modules that grew a chunk.
 */

export interface ChunkFacts {
  /** The file in dist/_astro this build wrote, hash included. */
  file: string;
  gzipBytes: number;
  /** Module id to its bytes in the chunk before minifying (scripts/chunkModules.ts). */
  modules: Record<string, number>;
  /** Module id to the modules importing it, for the modules of this chunk. */
  importers: Record<string, string[]>;
}

export interface JsReport {
  /** Which build: a digest of its chunk file names (they carry content hashes). */
  build: string;
  measuredAt: string;
  /** Route to its chunks (by key, see chunkKey) and the gzipped bytes of its inline scripts. */
  pages: Record<string, { chunks: string[]; inlineBytes: number }>;
  chunks: Record<string, ChunkFacts>;
}

export interface ModuleGrowth {
  id: string;
  bytes: number;
  isNew: boolean;
  importers: string[];
}

/**
 * A chunk's name without its content hash, so a chunk keeps its name across builds:
 * `ConsultationForm.D5SBgrbn.js` → `ConsultationForm`, `index.esm.fzmYhZAW.js` → `index.esm`.
 */
export function chunkKey(file: string): string {
  return file.replace(/\.[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

export function pageTotal(report: JsReport, route: string): number {
  const page = report.pages[route]!;
  return page.chunks.reduce((sum, key) => sum + report.chunks[key]!.gzipBytes, page.inlineBytes);
}

/** The modules whose code in the chunk grew (new ones included), largest growth first. */
export function grownModules(before: ChunkFacts | undefined, after: ChunkFacts): ModuleGrowth[] {
  return Object.entries(after.modules)
    .map(([id, bytes]) => {
      const earlier = before?.modules[id];
      return {
        id,
        bytes: bytes - (earlier ?? 0),
        isNew: earlier === undefined,
        importers: after.importers[id] ?? [],
      };
    })
    .filter((growth) => growth.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** A change: bytes when under a KB (a reordering moves a few), else KB. */
const signedKb = (bytes: number) => {
  if (bytes === 0) return '';
  const size = Math.abs(bytes) < 1024 ? `${Math.abs(bytes)} B` : `${kb(Math.abs(bytes))} KB`;
  return `${bytes > 0 ? '+' : '−'}${size}`;
};

const NO_MODULES =
  '(which modules: unknown; a build without its module list, .data/chunk-modules.json)';
const SAME_MODULES = '(no module grew: the same code in another order or with other names)';
const hasModules = (chunk: ChunkFacts) => Object.keys(chunk.modules).length > 0;

/** A new module is named with its importers on this page (the import to look at), else any. */
function describeGrowth(growth: ModuleGrowth, pageModules: ReadonlySet<string>): string {
  const onPage = growth.importers.filter((id) => pageModules.has(id));
  const importers = (onPage.length ? onPage : growth.importers).slice(0, 2).join(', ');
  const origin = growth.isNew ? ` (new; imported by ${importers || 'the page'})` : '';
  return `+${growth.bytes} B raw  ${growth.id}${origin}`;
}

/**
 * The report's text: pages that load the same chunks print as one group, each chunk with its
 * gzipped size and its change since `before`; a chunk that grew names up to `top` modules that grew
 * it. Budgets are per route (scripts/bench/budgets.ts ISLAND_PAGES).
 */
export function formatReport(
  now: JsReport,
  before: JsReport | undefined,
  budgets: ReadonlyMap<string, number>,
  top = 3,
): { lines: string[]; over: string[] } {
  const lines = [
    before
      ? `Up-front JS per page, gzip KB; changes against the build measured ${before.measuredAt}.`
      : 'Up-front JS per page, gzip KB; no earlier report to compare with (the next run will).',
  ];
  const over: string[] = [];
  const pageChange = (route: string) =>
    !before
      ? ''
      : before.pages[route]
        ? signedKb(pageTotal(now, route) - pageTotal(before, route))
        : 'new';
  const groups = new Map<string, string[]>();
  for (const route of Object.keys(now.pages).sort()) {
    const key = now.pages[route]!.chunks.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const routes of groups.values()) {
    lines.push('');
    const unbudgeted: string[] = [];
    for (const route of routes) {
      const budget = budgets.get(route);
      if (budget === undefined) {
        unbudgeted.push(route);
        continue;
      }
      const total = pageTotal(now, route);
      if (total > budget) over.push(route);
      const mark = total <= budget ? 'ok' : 'OVER';
      lines.push(
        `${route}  ${kb(total)} KB of ${kb(budget)}  ${mark}  ${pageChange(route)}`.trimEnd(),
      );
    }
    if (unbudgeted.length) {
      const totals = unbudgeted.map((route) => pageTotal(now, route));
      const changes = [...new Set(unbudgeted.map(pageChange))].filter(Boolean).join(' / ');
      lines.push(
        `${unbudgeted.join(', ')}  ${kb(Math.max(...totals))} KB${unbudgeted.length > 1 ? ' at most' : ''}  ${changes}`.trimEnd(),
      );
    }
    const pageModules = new Set(
      now.pages[routes[0]!]!.chunks.flatMap((key) => Object.keys(now.chunks[key]!.modules)),
    );
    const chunks = now.pages[routes[0]!]!.chunks.map(
      (key) => [key, now.chunks[key]!] as const,
    ).sort((a, b) => b[1].gzipBytes - a[1].gzipBytes);
    for (const [key, chunk] of chunks) {
      const earlier = before?.chunks[key];
      const change = before
        ? earlier
          ? signedKb(chunk.gzipBytes - earlier.gzipBytes)
          : 'new'
        : '';
      lines.push(`  ${kb(chunk.gzipBytes).padStart(6)}  ${key}  ${change}`.trimEnd());
      if (before && (!earlier || chunk.gzipBytes > earlier.gzipBytes)) {
        if (!hasModules(chunk) || (earlier && !hasModules(earlier))) {
          lines.push(`          ${NO_MODULES}`);
          continue;
        }
        const grown = grownModules(earlier, chunk);
        if (!grown.length) lines.push(`          ${SAME_MODULES}`);
        for (const growth of grown.slice(0, top)) {
          lines.push(`          ${describeGrowth(growth, pageModules)}`);
        }
      }
    }
    const loaded = new Set(now.pages[routes[0]!]!.chunks);
    const gone = before?.pages[routes[0]!]?.chunks.filter((key) => !loaded.has(key)) ?? [];
    for (const key of gone)
      lines.push(`       –  ${key}  gone (was ${kb(before!.chunks[key]!.gzipBytes)})`);
  }
  return { lines, over };
}
