import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from '../workers';
import { startBuiltServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the production servers of this run listen, one per worker (e.g. http://127.0.0.1:41234):
     * the spec files of a worker run one after another against its own server and database.
     */
    baseUrls: string[];
  }
}

/**
 * One production server per worker for the whole run, each with its own fresh database: two spec
 * files run at once without sharing a cart, a stock figure or a rate limit. The specs reach theirs
 * through `baseUrl()` (support/browser.ts).
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = [];
  try {
    // One after another: two servers seeding at once on two cores gain nothing and risk the timeout.
    for (let i = 0; i < E2E_WORKERS; i++) servers.push(await startBuiltServer());
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
