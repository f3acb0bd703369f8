// Builds the web app and the API when their build is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of any file under the given paths (node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

/** `{ web: false }` builds only the API (the benchmark serves no pages). */
export function buildIfStale({ web: withWeb = true } = {}) {
  const shared = newest(['packages/contracts/src', 'package-lock.json']);
  const web = Math.max(
    shared,
    newest(['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts']),
  );
  if (withWeb && builtAt('apps/web/dist/index.html') < web) {
    process.stdout.write('Building the web app...\n');
    run(['run', 'build', '-w', '@lumbung/web']);
  }
  if (builtAt('apps/api/dist/server.js') < Math.max(shared, newest(['apps/api/src', 'apps/api/build.mjs']))) {
    process.stdout.write('Building the API...\n');
    run(['run', 'build', '-w', '@lumbung/api']);
  }
}
