/**
 * lumbung/statement-names: every statement name belongs to one text across the codebase
 * (docs/architecture.md, "The ways to reach the database"). A prepared statement is known by its
 * name: on PGlite a second text under a name already prepared would silently run the first, so
 * db/statements refuses it at run time and this rule refuses it before.
 *
 * A statement is recognised by where its name stands:
 * - `runner(conn)<Row>('name', TEXT, values)`, and `run('name', TEXT, ...)` where `run` was made by
 *   `runner(...)` or is declared of type `Run` (or is simply called `run`);
 * - a statement object `{ name: 'name', text: TEXT, ... }`;
 * - a call of a function listed in the option `callees` (a statement-declaring helper):
 *   `helper('name', TEXT, ...)`;
 * - anywhere else, a name literal in snake_case with an underscore directly followed by its text (a
 *   SCREAMING_CASE constant or an SQL literal), among a call's arguments or in an array:
 *   `changeLine(db, 'cart_remove', REMOVE_SQL, ...)`, `['cart_read', READ_CART]`.
 * A name is a string literal, a template without placeholders, a constant holding one, or either
 * branch of `cond ? 'a' : 'b'`; names built at run time are left to the runtime guard.
 *
 * Two files using one name: the file linted second is reported. Within one file a name may come
 * back with the same text (the same constant or the same literal, e.g. one read run from two
 * functions); with another text it is reported.
 *
 * The names seen are kept per file in module state for the whole lint run (ESLint runs the rules of
 * every file in one process), and a file linted again first forgets its own names.
 */
import path from 'node:path';
import { lintedFile, optionsSchema, STRINGS_OPTION } from './module-specifiers.js';

/** name -> (file -> the first place in that file: line and text). */
const owners = new Map();

/** Forgets what a file declared (it is being linted again). */
function forget(file) {
  for (const [name, files] of owners) {
    files.delete(file);
    if (files.size === 0) owners.delete(name);
  }
}

const SNAKE_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const SQL_START = /^\s*(select|with|insert|update|delete|lock|create|drop|alter|set|values|call)\b/i;

function variableOf(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const found = s.set.get(name);
    if (found) return found;
  }
  return null;
}

const isRunnerCall = (node) =>
  node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'runner';

const typeName = (annotation) => {
  const type = annotation?.typeAnnotation;
  return type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? type.typeName.name : null;
};

export const statementNames = {
  meta: {
    type: 'problem',
    docs: { description: 'A statement name belongs to one text across the codebase.' },
    /** callees: functions whose first argument is a statement name and second its text. */
    schema: optionsSchema({ callees: STRINGS_OPTION }),
    messages: {
      otherFile:
        "Statement name '{{name}}' is already used in {{file}}:{{line}}: every statement has a name of its own (`<feature>_<what>`).",
      otherText:
        "Statement name '{{name}}' is used on line {{line}} for another text: one name, one text (give this statement a name of its own).",
    },
  },
  create(context) {
    const file = lintedFile(context);
    const sourceCode = context.sourceCode;
    const callees = new Set(context.options[0]?.callees ?? []);
    forget(file);
    /** This file's statements, in source order: name node, name and text. */
    const sites = [];
    const seen = new Set();

    /** The names an expression can hold, as far as the file tells. */
    function namesOf(node, depth = 0) {
      if (!node || depth > 4) return [];
      if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        return [node.quasis[0].value.cooked];
      if (node.type === 'ConditionalExpression') {
        return [...namesOf(node.consequent, depth + 1), ...namesOf(node.alternate, depth + 1)];
      }
      if (node.type === 'Identifier') {
        const def = variableOf(sourceCode.getScope(node), node.name)?.defs[0];
        if (def?.type === 'Variable' && def.parent.kind === 'const' && def.node.id.type === 'Identifier') {
          return namesOf(def.node.init, depth + 1);
        }
      }
      return [];
    }

    function add(nameNode, textNode) {
      if (!nameNode || seen.has(nameNode)) return;
      seen.add(nameNode);
      const text = textNode ? sourceCode.getText(textNode) : '';
      for (const name of namesOf(nameNode)) sites.push({ node: nameNode, name, text });
    }

    /** Whether `callee` is a statement runner: `runner(...)`, or a name bound to one. */
    function isRun(callee) {
      if (isRunnerCall(callee)) return true;
      if (callee.type !== 'Identifier') return false;
      if (callee.name === 'run' || callees.has(callee.name)) return true;
      const def = variableOf(sourceCode.getScope(callee), callee.name)?.defs[0];
      if (def?.type === 'Variable')
        return isRunnerCall(def.node.init) || typeName(def.node.id.typeAnnotation) === 'Run';
      if (def?.type === 'Parameter') return typeName(def.name.typeAnnotation) === 'Run';
      return false;
    }

    const looksLikeText = (node) =>
      (node?.type === 'Identifier' && CONSTANT.test(node.name)) ||
      (node?.type === 'TemplateLiteral' && SQL_START.test(node.quasis[0].value.cooked)) ||
      (node?.type === 'Literal' && typeof node.value === 'string' && SQL_START.test(node.value));

    /** A snake_case name literal directly followed by its text, among `items`. */
    function pairs(items) {
      for (let i = 0; i + 1 < items.length; i += 1) {
        const name = items[i];
        if (name?.type === 'Literal' && SNAKE_NAME.test(String(name.value)) && looksLikeText(items[i + 1])) {
          add(name, items[i + 1]);
        }
      }
    }

    return {
      CallExpression(node) {
        if (isRun(node.callee)) add(node.arguments[0], node.arguments[1]);
        else pairs(node.arguments);
      },
      ArrayExpression: (node) => pairs(node.elements),
      ObjectExpression(node) {
        const prop = (key) =>
          node.properties.find(
            (p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === key,
          );
        const name = prop('name');
        const text = prop('text');
        if (name && text) add(name.value, text.value);
      },
      'Program:exit'() {
        const mine = new Map();
        for (const site of sites) {
          const line = site.node.loc.start.line;
          const earlier = mine.get(site.name);
          if (earlier) {
            if (earlier.text !== site.text) {
              context.report({
                node: site.node,
                messageId: 'otherText',
                data: { name: site.name, line: earlier.line },
              });
            }
            continue;
          }
          mine.set(site.name, { line, text: site.text });
          const files = owners.get(site.name);
          const other = files && [...files].find(([owner]) => owner !== file);
          if (other) {
            const [owner, place] = other;
            const shown = path.posix.relative(toPosixCwd(context), owner);
            context.report({
              node: site.node,
              messageId: 'otherFile',
              data: { name: site.name, file: shown, line: place.line },
            });
          }
        }
        for (const [name, place] of mine) {
          if (!owners.has(name)) owners.set(name, new Map());
          owners.get(name).set(file, place);
        }
      },
    };
  },
};

const toPosixCwd = (context) => (context.cwd ?? process.cwd()).split(path.sep).join('/');

/** For tests: forgets every file (a RuleTester run starts afresh). */
export function forgetAllStatementNames() {
  owners.clear();
}
