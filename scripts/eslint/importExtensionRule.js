import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * One import dialect: a relative import names the file it loads, extension included
 * (`./site.ts`, `../Button.tsx`, `./index.ts` for a folder). Vite and tsx guess a missing
 * extension; Node's own loader (type stripping: `npm run dev`'s API, the Netlify dev hook) does
 * not, and refuses the import at run time. This rule makes that a lint error everywhere, so code
 * that moves between the two worlds cannot break one of them. `allowImportingTsExtensions` in
 * tsconfig.json lets TypeScript accept the written extension.
 *
 * scripts/addImportExtensions.ts rewrites a tree to this form; `eslint --fix` does the same file by
 * file (the fix is offered only when exactly one file matches).
 */
const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx', '.js', '.mjs', '/index.js'];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** @type {import('eslint').Rule.RuleModule} */
export const relativeImportExtension = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'A relative import names its file, with the extension.' },
    schema: [],
    messages: {
      missing:
        "'{{source}}' names no file: write '{{fixed}}' (Node's own loader does not guess extensions).",
      unresolved: "'{{source}}' names no file: write the path of the file, with its extension.",
    },
  },
  create(context) {
    // A <script> in an .astro file is linted as a block inside it: resolve from the real file.
    const directory = path.dirname(context.physicalFilename);
    const check = (sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') {
        return;
      }
      const source = sourceNode.value;
      if (
        !source.startsWith('./') &&
        !source.startsWith('../') &&
        source !== '.' &&
        source !== '..'
      )
        return;
      const [bare, query = ''] = source.split(/(?=\?)/);
      const target = path.resolve(directory, bare);
      if (isFile(target)) return;
      const matches = CANDIDATES.filter((ending) => isFile(target + ending));
      if (matches.length !== 1) {
        context.report({ node: sourceNode, messageId: 'unresolved', data: { source } });
        return;
      }
      const fixed = bare.replace(/\/$/, '') + matches[0] + query;
      context.report({
        node: sourceNode,
        messageId: 'missing',
        data: { source, fixed },
        fix: (fixer) =>
          fixer.replaceText(sourceNode, sourceNode.raw[0] + fixed + sourceNode.raw[0]),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
