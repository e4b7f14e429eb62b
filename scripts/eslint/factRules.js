/**
 * The firm's facts are data (src/lib/publishedFacts.ts): `site` (src/lib/site.ts) is what this build
 * shipped and nothing changes it; the API reads the facts in force from its context
 * (`c.get('facts')`), which a local publish replaces. Two rules keep it so:
 *
 * - `no-fact-at-module-scope` (everywhere): a fact read from the shipped `site` while a module loads
 *   (`const MSG = \`call ${site.phone}\``) is a copy no publish reaches. Read it inside a function.
 * - `facts-from-context` (src/server): the API never reads a fact from the shipped `site` at all,
 *   and never lets a helper fall back to it (`formatAddress()`, `officeHoursLabel('es')`): it
 *   passes the request's facts, or a job's `FactsSource.current()`.
 *
 * Only the editable facts count (FACT_FIELDS, kept equal to the editor's schema by
 * src/lib/publishedFacts.test.ts); `site.name` and the other fixed constants are code.
 */

/** The fields of src/lib/contentSchemas/facts.ts's factsEntrySchema, plus what `site` derives. */
export const FACT_FIELDS = [
  'phone',
  'email',
  'address',
  'hours',
  'founded',
  'consultationMinutes',
  'social',
  'stats',
];
const DERIVED_FACT_FIELDS = ['phoneE164'];
const FACTS = new Set([...FACT_FIELDS, ...DERIVED_FACT_FIELDS]);

/** Helpers that print a fact and default to the shipped ones when not given the facts in force. */
const FALLS_BACK_TO_SHIPPED = new Map([
  ['formatAddress', 0],
  ['officeHoursLabel', 1],
  ['officeHoursInSentence', 1],
]);

/** Whether `identifier` is the `site` imported from src/lib/site.ts (not a local `{ site }`). */
function isShippedSite(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      return variable.defs.some(
        (def) =>
          def.type === 'ImportBinding' &&
          def.node.type === 'ImportSpecifier' &&
          def.node.imported.name === 'site' &&
          /(^|\/)site(\.ts)?$/.test(def.parent.source.value),
      );
    }
    scope = scope.upper;
  }
  return false;
}

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const inFunction = (node) => {
  for (let at = node.parent; at; at = at.parent) if (FUNCTION.has(at.type)) return true;
  return false;
};

/** `site.phone`, `site['phone']`, or `const { phone } = site`: the fact's name, else undefined. */
function factRead(node) {
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier') {
    const name = node.computed
      ? node.property.type === 'Literal'
        ? String(node.property.value)
        : undefined
      : node.property.name;
    return name && FACTS.has(name) ? { site: node.object, name } : undefined;
  }
  if (
    node.type === 'VariableDeclarator' &&
    node.init?.type === 'Identifier' &&
    node.id.type === 'ObjectPattern'
  ) {
    const key = node.id.properties.find(
      (p) => p.type === 'Property' && p.key.type === 'Identifier' && FACTS.has(p.key.name),
    );
    return key ? { site: node.init, name: key.key.name } : undefined;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noFactAtModuleScope = {
  meta: {
    type: 'problem',
    docs: { description: 'A firm fact is read when used, never copied while a module loads.' },
    schema: [],
    messages: {
      moduleScope:
        "site.{{name}} is read while the module loads, so a publish never reaches it. Read it inside a function (pages), or from the facts in force (the API: c.get('facts').site.{{name}}).",
    },
  },
  create(context) {
    const check = (node) => {
      const read = factRead(node);
      if (read && !inFunction(node) && isShippedSite(context, read.site)) {
        context.report({ node, messageId: 'moduleScope', data: { name: read.name } });
      }
    };
    return { MemberExpression: check, VariableDeclarator: check };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const factsFromContext = {
  meta: {
    type: 'problem',
    docs: { description: 'The API reads the firm facts in force from its context.' },
    schema: [],
    messages: {
      shipped:
        "The API prints the facts in force, not the shipped ones: c.get('facts').site.{{name}} in a route, or take PublishedFacts from the caller (src/lib/publishedFacts.ts).",
      fallback:
        "{{name}}() without the facts prints the shipped ones: pass the facts in force (c.get('facts')).",
    },
  },
  create(context) {
    const check = (node) => {
      const read = factRead(node);
      if (read && isShippedSite(context, read.site)) {
        context.report({ node, messageId: 'shipped', data: { name: read.name } });
      }
    };
    return {
      MemberExpression: check,
      VariableDeclarator: check,
      CallExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        const factsAt = FALLS_BACK_TO_SHIPPED.get(node.callee.name);
        if (factsAt !== undefined && node.arguments.length <= factsAt) {
          context.report({ node, messageId: 'fallback', data: { name: node.callee.name } });
        }
      },
    };
  },
};

export const factRules = {
  'no-fact-at-module-scope': noFactAtModuleScope,
  'facts-from-context': factsFromContext,
};
