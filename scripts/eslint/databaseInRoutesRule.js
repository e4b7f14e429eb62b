import path from 'node:path';

/**
 * Business rules have a home (docs/design.md, "A home for business rules"): a route in
 * src/server/routes parses, authorises and answers; what it does to the database lives in
 * src/server/<domain>/<verb>.ts. This rule reports a database call written in a route:
 * `.select/.selectDistinct/.insert/.update/.delete/.transaction/.execute(` or
 * `.query.<table>.findFirst/findMany(` on the database (`db`, `tx`, `c.get('db')`, or a name given
 * `c.get('db')`). Hono's own `.delete('/:id', ...)` (a path first) and a Map's `.delete(key)` are not
 * database calls.
 *
 * Option `allowed`: { 'src/server/routes/x.ts': { calls: n, reason } } for a file that still holds
 * n calls, with why. More calls than allowed is an error on each; fewer is an error too, so the list
 * shrinks as routes move and never hides a new call.
 */
const DATABASE_METHODS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'transaction',
  'execute',
]);
const RELATIONAL_METHODS = new Set(['findFirst', 'findMany']);
const DATABASE_NAMES = new Set(['db', 'tx', 'database']);

const propertyName = (member) =>
  member.type === 'MemberExpression' && !member.computed && member.property.type === 'Identifier'
    ? member.property.name
    : undefined;

/** `c.get('db')`: the request's database. */
const isContextDatabase = (node) =>
  node?.type === 'CallExpression' &&
  propertyName(node.callee) === 'get' &&
  node.arguments[0]?.type === 'Literal' &&
  node.arguments[0].value === 'db';

/** @type {import('eslint').Rule.RuleModule} */
export const noDatabaseInRoutes = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Routes parse, authorise and answer; database calls live in a domain module.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          allowed: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { calls: { type: 'integer' }, reason: { type: 'string' } },
              required: ['calls', 'reason'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      database:
        '\'.{{method}}(\' on the database in a route: move it to src/server/<domain>/<verb>.ts and call that (docs/design.md, "A home for business rules").',
      moreThanAllowed:
        "'.{{method}}(' on the database in a route: this file may hold {{allowed}} ({{reason}}), it holds {{found}}. Move the new one to src/server/<domain>/<verb>.ts.",
      stale:
        'The allow-list grants this file {{allowed}} database calls and it holds {{found}}: lower it in eslint.config.js.',
    },
  },
  create(context) {
    const aliases = new Set(DATABASE_NAMES);
    const found = [];
    const isDatabase = (node) =>
      (node.type === 'Identifier' && aliases.has(node.name)) || isContextDatabase(node);
    return {
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && isContextDatabase(node.init))
          aliases.add(node.id.name);
      },
      CallExpression(node) {
        const method = propertyName(node.callee);
        if (!method) return;
        const receiver = node.callee.object;
        if (DATABASE_METHODS.has(method) && isDatabase(receiver)) {
          found.push({ node, method });
        } else if (
          RELATIONAL_METHODS.has(method) &&
          receiver.type === 'MemberExpression' &&
          propertyName(receiver.object) === 'query' &&
          isDatabase(receiver.object.object)
        ) {
          found.push({ node, method: `query.${propertyName(receiver)}.${method}` });
        }
      },
      'Program:exit'(program) {
        const file = path.relative(context.cwd, context.physicalFilename).split(path.sep).join('/');
        const entry = context.options[0]?.allowed?.[file];
        if (!entry) {
          for (const { node, method } of found) {
            context.report({ node, messageId: 'database', data: { method } });
          }
          return;
        }
        const data = { allowed: entry.calls, reason: entry.reason, found: found.length };
        if (found.length > entry.calls) {
          for (const { node, method } of found) {
            context.report({ node, messageId: 'moreThanAllowed', data: { ...data, method } });
          }
        } else if (found.length < entry.calls) {
          context.report({ node: program, messageId: 'stale', data });
        }
      },
    };
  },
};
