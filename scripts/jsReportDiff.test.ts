import { describe, expect, it } from 'vitest';
import {
  chunkKey,
  formatReport,
  grownModules,
  type ChunkFacts,
  type JsReport,
} from './jsReportDiff.ts';

// site.ts is imported by the admin SPA first; the report names the importer the page loads.
const IMPORTERS = [
  'src/admin/components/AuthCard.tsx',
  'src/components/islands/ConsultationForm.tsx',
];

function chunk(file: string, gzipBytes: number, modules: Record<string, number>): ChunkFacts {
  return {
    file,
    gzipBytes,
    modules,
    importers: Object.fromEntries(Object.keys(modules).map((id) => [id, IMPORTERS])),
  };
}

function report(formBytes: number, formModules: Record<string, number>): JsReport {
  return {
    build: String(formBytes),
    measuredAt: `build ${formBytes}`,
    pages: {
      '/about': { chunks: ['react', 'ConsultationForm'], inlineBytes: 1000 },
      '/contact': { chunks: ['react', 'ConsultationForm'], inlineBytes: 1000 },
      '/es/contact': { chunks: ['react', 'ConsultationForm'], inlineBytes: 1000 },
      '/team': { chunks: [], inlineBytes: 500 },
    },
    chunks: {
      react: chunk('react.CNBKo48C.js', 60 * 1024, { 'node_modules/react/index.js': 200_000 }),
      ConsultationForm: chunk(`ConsultationForm.${formBytes}.js`, formBytes, formModules),
    },
  };
}

const before = report(3000, { 'src/components/islands/ConsultationForm.tsx': 9000 });
const after = report(4200, {
  'src/components/islands/ConsultationForm.tsx': 9100,
  'src/lib/site.ts': 2500,
});

describe('the JS size report', () => {
  it('keys a chunk by its name without the content hash', () => {
    expect(chunkKey('ConsultationForm.D5SBgrbn.js')).toBe('ConsultationForm');
    expect(chunkKey('index.esm.fzmYhZAW.js')).toBe('index.esm');
    expect(chunkKey('ChatLauncher.astro_astro_type_script_index_0_lang.BsvQYwrC.js')).toBe(
      'ChatLauncher.astro_astro_type_script_index_0_lang',
    );
  });

  it('names the modules that grew a chunk, the new one with its importer, largest first', () => {
    expect(grownModules(before.chunks.ConsultationForm, after.chunks.ConsultationForm!)).toEqual([
      {
        id: 'src/lib/site.ts',
        bytes: 2500,
        isNew: true,
        importers: IMPORTERS,
      },
      {
        id: 'src/components/islands/ConsultationForm.tsx',
        bytes: 100,
        isNew: false,
        importers: IMPORTERS,
      },
    ]);
  });

  it('prints each page against its budget and the change by chunk, naming the grown import', () => {
    const budgets = new Map([['/contact', 65 * 1024]]);
    const { lines, over } = formatReport(after, before, budgets);
    expect(over).toEqual(['/contact']);
    const text = lines.join('\n');
    expect(text).toContain('/contact  65.1 KB of 65.0  OVER  +1.2 KB');
    // Pages without a budget that load the same chunks share one line.
    expect(text).toContain('/about, /es/contact  65.1 KB at most  +1.2 KB');
    expect(text).toMatch(
      /4\.1 {2}ConsultationForm {2}\+1\.2 KB\n.*\+2500 B raw {2}src\/lib\/site\.ts \(new; imported by src\/components\/islands\/ConsultationForm\.tsx\)/,
    );
    // A chunk that did not grow names nothing.
    expect(text).toMatch(/60\.0 {2}react\n/);
  });

  it('says when a chunk grew in a build that recorded no module list', () => {
    const bare = report(4200, {});
    const { lines } = formatReport(bare, before, new Map());
    expect(lines.join('\n')).toContain('which modules: unknown');
  });

  it('compares with nothing on the first run', () => {
    const { lines, over } = formatReport(after, undefined, new Map());
    expect(lines[0]).toContain('no earlier report');
    expect(lines.join('\n')).not.toContain('raw');
    expect(over).toEqual([]);
  });
});
