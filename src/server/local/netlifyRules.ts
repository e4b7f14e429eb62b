import { parse } from 'smol-toml';

/**
 * Reads the header and redirect rules Netlify applies (netlify.toml and dist/_headers) so the local
 * server answers with the same headers and rewrites; the rules are written down once.
 */
export interface HeaderRule {
  pattern: RegExp;
  values: Record<string, string>;
}

export interface RewriteRule {
  pattern: RegExp;
  to: string;
  status: number;
}

export interface NetlifyRules {
  headers: HeaderRule[];
  redirects: RewriteRule[];
}

/** Netlify path patterns: `*` is a splat, `:name` one segment. */
export function pathPattern(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

interface TomlShape {
  headers?: { for: string; values: Record<string, string | number> }[];
  redirects?: { from: string; to: string; status?: number }[];
}

export function parseNetlifyToml(text: string): NetlifyRules {
  const config = parse(text) as unknown as TomlShape;
  return {
    headers: (config.headers ?? []).map((h) => ({
      pattern: pathPattern(h.for),
      values: Object.fromEntries(Object.entries(h.values).map(([k, v]) => [k, String(v)])),
    })),
    redirects: (config.redirects ?? []).map((r) => ({
      pattern: pathPattern(r.from),
      to: r.to,
      status: r.status ?? 301,
    })),
  };
}

/** The `_headers` file format: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: pathPattern(line.trim()), values: {} };
      rules.push(current);
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.pattern.test(pathname)) Object.assign(result, rule.values);
  }
  return result;
}
