import { markdownToMdast } from 'satteri';
import { factLikeTokens, isSiteFact } from '../../lib/siteFacts.ts';

/**
 * What an editor may write in a page body (division pages, legal pages): plain Markdown, nothing
 * that runs or that the Markdown renderer would pass through as markup. The bodies are `.md` files,
 * which Astro renders with satteri (its Markdown processor, the same parser as here), so `<2 years`,
 * `a < b` and `{dólar}` are text on the page; there is no `import`, no `{expression}` and no JSX in
 * Markdown. What is refused here is what Markdown would still carry to the page or what looks
 * like code the editor did not mean as text:
 *
 * - raw HTML (`<script>`, `<iframe>`, `<span style>`, `<img onerror>`): Markdown passes it through
 *   verbatim; no tag is allowed, on purpose, since headings, lists, emphasis and links cover the
 *   pages and any allowed tag would need its attributes policed;
 * - pictures: page text holds none, and a remote one would be a tracker on the page;
 * - links other than https:, http:, mailto:, tel:, a site path (/contact) or an anchor (#fees);
 * - `{name.name}` that is not a firm fact (`{process.env.SMTP_URL}`): facts are tokens the pages
 *   fill in (src/lib/siteFacts.ts), and a misspelt one would stop the build;
 * - lines starting like JavaScript modules (`import { x } from …`, `export const …`), which were code
 *   when the bodies were MDX and are refused so such text is never mistaken for a page again.
 *
 * Each problem names the line of the body, counted from 1 as the editor's text box shows it.
 */
export interface BodyProblem {
  line: number;
  message: string;
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const CODE_LINE =
  /^\s*(?:import\s*(?:\{|\*|['"]|[\w$]+\s*(?:,|from\b))|export\s+(?:\{|\*|default\b|const\b|let\b|var\b|function\b|class\b|async\b))/;
// `{` then a dotted name: a fact token, or code (`{process.env.X}`, `{secret.slice(0, 10)}`).
const DOTTED_BRACE = /\{\s*[A-Za-z_$][\w$]*\s*\.\s*[A-Za-z_$]/g;

const shorten = (text: string, max = 40) =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

/** Why a link target is refused, or null when it is fine. */
function linkProblem(url: string): string | null {
  // Browsers drop tabs and line breaks inside a URL, so `java\tscript:` is `javascript:`.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(squeezed)?.[1]?.toLowerCase();
  if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) {
    return `the link "${shorten(url)}" is not allowed. A link starts with https://, mailto:, tel: or / (a page of this site)`;
  }
  return null;
}

function tokenProblems(text: string, firstLine: number): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const facts = new Set(
    factLikeTokens(text)
      .filter((t) => isSiteFact(t.path))
      .map((t) => t.index),
  );
  for (const match of text.matchAll(DOTTED_BRACE)) {
    if (facts.has(match.index)) continue;
    const end = text.indexOf('}', match.index);
    const shown = end === -1 ? text.slice(match.index) : text.slice(match.index, end + 1);
    problems.push({
      line: firstLine + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
      message: `"${shorten(shown)}" is not a firm fact this page can print (for example {site.phone} or {site.email}). To show braces as text, write them without a dot inside`,
    });
  }
  return problems;
}

function codeLineProblems(text: string, firstLine: number): BodyProblem[] {
  return text.split('\n').flatMap((line, offset) =>
    CODE_LINE.test(line)
      ? [
          {
            line: firstLine + offset,
            message: `"${shorten(line.trim())}" reads as program code. Page text cannot hold code; reword the line`,
          },
        ]
      : [],
  );
}

function visit(node: MdNode, problems: BodyProblem[]): void {
  const line = node.position?.start.line ?? 1;
  switch (node.type) {
    case 'html':
      // One per line: `<iframe …></iframe>` is one problem to the editor, not two.
      if (problems.some((p) => p.line === line && p.message.includes('is HTML'))) return;
      problems.push({
        line,
        message: `"${shorten((node.value ?? '').trim())}" is HTML, which page text cannot hold. Use Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link`,
      });
      return;
    case 'image':
    case 'imageReference':
      problems.push({ line, message: 'pictures cannot be placed in page text' });
      return;
    case 'link':
    case 'definition': {
      const problem = linkProblem(node.url ?? '');
      if (problem) problems.push({ line, message: problem });
      problems.push(...tokenProblems(node.url ?? '', line));
      break;
    }
    case 'text':
      problems.push(...tokenProblems(node.value ?? '', line));
      problems.push(...codeLineProblems(node.value ?? '', line));
      break;
  }
  for (const child of node.children ?? []) visit(child, problems);
}

/** Every problem in a page body, in the order of its lines (empty when it may be saved). */
export function markdownBodyProblems(body: string): BodyProblem[] {
  // The features Astro's Markdown step uses (GFM on; frontmatter off: the body has none of its own).
  const tree = markdownToMdast(body, { features: { gfm: true, frontmatter: false } }) as MdNode;
  const problems: BodyProblem[] = [];
  visit(tree, problems);
  return problems.sort((a, b) => a.line - b.line);
}

/** The problems as one message for the form: "Line 3: … Line 7: …". */
export function describeBodyProblems(problems: BodyProblem[]): string {
  const shown = problems.slice(0, 3).map((p) => `Line ${p.line}: ${p.message}.`);
  const more = problems.length - shown.length;
  return [...shown, ...(more > 0 ? [`(${more} more.)`] : [])].join(' ');
}
