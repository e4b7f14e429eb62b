import { parse } from 'smol-toml';

/**
 * Reads the header and redirect rules Netlify applies (netlify.toml) so the local
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

/** Netlify path patterns: `*` is a splat, `:name` one segment (both captured by name). */
export function pathPattern(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) =>
      part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, '(?<$1>[^/]+)'),
    )
    .join('(?<splat>.*)');
  return new RegExp(`^${source}$`);
}

/** A redirect's target for a path its rule matched: `:name` and `:splat` filled in, as Netlify does. */
export function redirectTarget(rule: RewriteRule, pathname: string): string {
  const groups = rule.pattern.exec(pathname)?.groups ?? {};
  return rule.to.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) =>
    name in groups ? groups[name]! : placeholder,
  );
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

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.pattern.test(pathname)) Object.assign(result, rule.values);
  }
  return result;
}
