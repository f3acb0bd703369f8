import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/** One production server for the whole run; the specs reach it through `inject('baseUrl')`. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
