/**
 * lumbung/database-access: the API reaches the database in three ways, each in its own place
 * (docs/architecture.md, "The ways to reach the database"):
 * 1. Drizzle's query builder on the db/schema tables (`sql` only inside a builder call), and
 * 2. the statement runner of db/statements (`runner(conn)<Row>(name, TEXT, values)`, fixed texts),
 *    both only in `*.sql.ts` / `*.repository.ts` files, domain/, read-models/ and db/;
 * 3. LISTEN/NOTIFY for the catalogue list cache, only in its file (and db/).
 * Services and routes call those files. They may open transactions (`transaction`, `atomic`) and
 * name the connection types (`Db`, `Tx`, `Conn`, `Run`, as type imports), nothing more: no
 * drizzle-orm, no schema tables, no runner, no SQL text.
 * Gone everywhere outside db/: `db.execute(...)`, `queryRows`, statements whose text is built per
 * request (`runStatement`, `Params`, `literal`) and the database drivers themselves.
 * Test files (and apps/api/test/, which the config leaves out) set up and inspect data as they need.
 */
import path from 'node:path';
import {
  isTestFile,
  lintedFile,
  moduleSpecifierVisitors,
  optionsSchema,
  resolveSpecifier,
  STRINGS_OPTION,
} from './module-specifiers.js';

/** db/statements exports a service may use: they open or join a transaction and hold no SQL. */
const TRANSACTIONS = new Set(['transaction', 'atomic']);
/** db/statements and db/client exports for statements built per request or run outside the runner. */
const GONE = new Set(['runStatement', 'Params', 'literal', 'queryRows']);
/** The database drivers: db/ wraps them. */
const DRIVERS = /^(@electric-sql\/pglite|pg|postgres)(\/|$)/;
const DEFAULT_LISTEN_FILES = ['src/features/catalogue/list-cache.ts'];
/**
 * The shelf's statement is composed per request from a finite set of parts (sort, direction,
 * category, search and sale variants): each variant is one fixed text under a name that spells the
 * variant, which read-models/shelf.test.ts builds in full. It is the one place that composes.
 */
const COMPOSING_FILES = ['src/read-models/shelf.ts'];
/**
 * A text that starts like a statement and holds something only SQL holds (a parameter, a cast, a
 * clause, an operator or a snake_case name): the SQL of a service or route, not a sentence.
 */
const SQL_START =
  /^\s*(select\s[\s\S]*\bfrom\b|with\s+\w+\s+as\s*\(|insert\s+into\s|update\s+\w+\s[\s\S]*\bset\s|delete\s+from\s)/i;
const SQL_SIGNAL =
  /\$\d|::|\b(where|join|order\s+by|group\s+by|limit|returning)\b|=|\(|\b[a-z]+_[a-z0-9_]+\b/i;
const isSqlText = (text) => SQL_START.test(text) && SQL_SIGNAL.test(text);
const LISTEN_TEXT = /^\s*(listen|unlisten|notify)\s/i;

/** What a resolved module is to this rule, or null for anything else. */
function moduleKind(specifier, target, appRoot) {
  if (target === null) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return 'drizzle';
    return DRIVERS.test(specifier) ? 'driver' : null;
  }
  const rel = path.posix
    .relative(appRoot, target)
    .replace(/\.[cm]?[jt]s$/, '')
    .replace(/\/index$/, '');
  if (rel === 'src/db/schema' || rel.startsWith('src/db/schema/')) return 'schema';
  if (rel === 'src/db/statements') return 'statements';
  if (rel === 'src/db/client') return 'client';
  return null;
}

/** The imported names of a declaration ('*' for a whole-module import), type-only ones left out. */
function valueNames(declaration) {
  if (declaration === null) return ['*'];
  if (declaration.importKind === 'type' || declaration.exportKind === 'type') return [];
  if (declaration.type === 'ExportAllDeclaration') return ['*'];
  return (declaration.specifiers ?? [])
    .filter((s) => s.importKind !== 'type' && s.exportKind !== 'type')
    .map((s) => {
      if (s.type === 'ImportNamespaceSpecifier') return '*';
      if (s.type === 'ImportDefaultSpecifier') return 'default';
      const name = s.type === 'ExportSpecifier' ? s.local : s.imported;
      return name.type === 'Identifier' ? name.name : String(name.value);
    });
}

export const databaseAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'The three ways to reach the database, each only where it belongs.' },
    /** listenFiles: files (relative to the app root) that may LISTEN: the catalogue list cache. */
    schema: optionsSchema({ listenFiles: STRINGS_OPTION }),
    messages: {
      builder:
        "'{{name}}' of drizzle-orm outside the data layer: the query builder and `sql` live in *.sql.ts / *.repository.ts files, domain/, read-models/ or db/; services and routes call those.",
      schema:
        "'{{name}}' of db/schema outside the data layer: tables are queried only in *.sql.ts / *.repository.ts files, domain/, read-models/ or db/.",
      runner:
        "'{{name}}' of db/statements outside the data layer: a service may import only `transaction` and `atomic` (and types); statements run in *.sql.ts / *.repository.ts files, domain/, read-models/ or db/.",
      gone: "'{{name}}' runs text the runner does not hold as a fixed statement: write a fixed text and run it with runner(conn)(name, TEXT, values) in a *.sql.ts file.",
      driver:
        "'{{name}}' is the database driver: only db/ (and the catalogue list cache, for LISTEN) reaches it; use the runner or the builder.",
      execute:
        '`.execute(...)` runs text outside the statement runner: write a fixed text and run it with runner(conn)(name, TEXT, values), or use the builder, in a *.sql.ts file.',
      listen: 'LISTEN/NOTIFY belongs to the catalogue list cache (and db/) only.',
      sqlText:
        'SQL text outside the data layer: statement texts live in *.sql.ts / *.repository.ts files, domain/, read-models/ or db/.',
    },
  },
  create(context) {
    const file = lintedFile(context);
    const at = file.lastIndexOf('/src/');
    if (at < 0 || isTestFile(file)) return {};
    const appRoot = file.slice(0, at);
    const rel = file.slice(appRoot.length + 1);
    if (rel.startsWith('src/db/')) return {};
    const dataLayer =
      /\.(sql|repository)\.ts$/.test(rel) ||
      rel.startsWith('src/domain/') ||
      rel.startsWith('src/read-models/');
    const mayListen = (context.options[0]?.listenFiles ?? DEFAULT_LISTEN_FILES).includes(rel);

    const checkText = (node, text) => {
      if (!mayListen && LISTEN_TEXT.test(text)) context.report({ node, messageId: 'listen' });
      else if (!dataLayer && isSqlText(text)) context.report({ node, messageId: 'sqlText' });
    };

    return {
      ...moduleSpecifierVisitors((node, declaration) => {
        const target = resolveSpecifier(file, node.value, appRoot);
        const kind = moduleKind(node.value, target, appRoot);
        if (kind === null) return;
        /** messageId -> the names it refuses, reported once per import. */
        const refused = new Map();
        const refuse = (messageId, name) => refused.set(messageId, [...(refused.get(messageId) ?? []), name]);
        for (const name of valueNames(declaration)) {
          if (kind === 'driver') refuse('driver', name);
          else if (kind === 'drizzle' && !dataLayer) refuse('builder', name);
          else if (kind === 'schema' && !dataLayer) refuse('schema', name);
          else if (
            (kind === 'statements' || kind === 'client') &&
            GONE.has(name) &&
            !(COMPOSING_FILES.includes(rel) && name !== 'queryRows')
          )
            refuse('gone', name);
          else if (kind === 'statements' && name === 'pgliteOf' && !mayListen) refuse('driver', name);
          else if (kind === 'statements' && !dataLayer && !TRANSACTIONS.has(name) && name !== 'pgliteOf')
            refuse('runner', name);
        }
        for (const [messageId, names] of refused) {
          context.report({ node, messageId, data: { name: names.join("', '") } });
        }
      }),
      'CallExpression[callee.type="MemberExpression"]'(node) {
        const property = node.callee.property;
        if (property.type !== 'Identifier' || node.callee.computed) return;
        if (property.name === 'execute' && node.arguments.length > 0) {
          context.report({ node, messageId: 'execute' });
        }
        const [first] = node.arguments;
        if (
          property.name === 'listen' &&
          !mayListen &&
          first?.type === 'Literal' &&
          typeof first.value === 'string'
        ) {
          context.report({ node, messageId: 'listen' });
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis.map((q) => q.value.cooked ?? '').join(' x '));
      },
    };
  },
};
