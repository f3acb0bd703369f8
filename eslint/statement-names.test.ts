import { statementNames } from './statement-names.js';
import { repoFile, ruleTester } from './rule-tester';

// The rule compares the files of one lint run, so the cases run in order: the valid ones declare
// names, the invalid ones reuse them.
const file = (name: string) => repoFile(`apps/api/src/features/demo/${name}`);
const shown = (name: string) => `apps/api/src/features/demo/${name}`;

ruleTester.run('statement-names', statementNames, {
  valid: [
    // One name may come back in its own file with the same text (one read run from two places).
    {
      filename: file('a.sql.ts'),
      code: [
        'const READ_A = `select 1`;',
        "export const one = (db: Db) => runner(db)<{ n: number }>('demo_read_a', READ_A, []);",
        "export const again = (tx: Tx) => runner(tx)('demo_read_a', READ_A, []);",
      ].join('\n'),
    },
    // Every way a statement is declared: a runner kept in a variable, a parameter of type Run, a
    // statement object, a name constant, a conditional name, a name passed on with its text.
    {
      filename: file('b.sql.ts'),
      code: [
        "const NAME = 'demo_named';",
        'export async function f(db: Db, lock: boolean, go: Run) {',
        '  const exec = runner(db);',
        "  await exec('demo_by_variable', `select 2`, []);",
        "  await go(NAME, 'select 3', []);",
        "  await exec(lock ? 'demo_locked' : 'demo_unlocked', lock ? LOCKED : UNLOCKED, []);",
        "  await changeLine(db, 'demo_change', CHANGE_SQL, [1]);",
        "  const [name, text] = lock ? ['demo_pair_locked', PAIR_LOCKED] : ['demo_pair', PAIR];",
        "  return runStatement(db, { name: 'demo_object', text: `select 4`, values: [] });",
        '}',
      ].join('\n'),
    },
    // A file linted again forgets its own names first (an editor lints a file many times).
    {
      filename: file('a.sql.ts'),
      code: "const READ_A = `select 1`;\nexport const one = (db: Db) => runner(db)('demo_read_a', READ_A, []);",
    },
    // Names built at run time are the runtime guard's; strings that are not statements are not read.
    {
      filename: file('c.sql.ts'),
      code: "runner(db)(`demo_list_${sort}`, listSql(sort), []);\nlog('demo_read_a', 'a message');\nt({ name: 'demo_read_a' });",
    },
  ],
  invalid: [
    {
      filename: file('d.sql.ts'),
      code: "export const other = (db: Db) => runner(db)('demo_read_a', `select 5`, []);",
      errors: [{ messageId: 'otherFile', data: { name: 'demo_read_a', file: shown('a.sql.ts'), line: 2 } }],
    },
    {
      filename: file('e.service.test.ts'),
      code: [
        'async function g(run: Run, db: Db) {',
        "  await run('demo_by_variable', `select 6`, []);",
        "  await runner(db)('demo_named', 'select 7', []);",
        "  await runner(db)('demo_unlocked', UNLOCKED, []);",
        "  await changeLine(db, 'demo_change', CHANGE_SQL, [2]);",
        "  const pair = ['demo_pair', PAIR];",
        "  await runStatement(db, { name: 'demo_object', text: TEXT, values: [] });",
        '}',
      ].join('\n'),
      errors: (
        [
          ['demo_by_variable', 4],
          ['demo_named', 5],
          ['demo_unlocked', 6],
          ['demo_change', 7],
          ['demo_pair', 8],
          ['demo_object', 9],
        ] as const
      ).map(([name, line]) => ({ messageId: 'otherFile', data: { name, file: shown('b.sql.ts'), line } })),
    },
    {
      filename: file('f.sql.ts'),
      code: [
        "export const first = (db: Db) => runner(db)('demo_twice', `select 8`, []);",
        "export const second = (db: Db) => runner(db)('demo_twice', `select 9`, []);",
      ].join('\n'),
      errors: [{ messageId: 'otherText', data: { name: 'demo_twice', line: 1 } }],
    },
  ],
});
