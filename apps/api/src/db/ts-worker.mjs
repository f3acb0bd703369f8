// Source runs only (tests, `npm run dev`): runs a worker's TypeScript entry through tsx, as Node
// cannot load TypeScript in a worker by itself. The build bundles each worker into plain
// JavaScript instead (build.mjs).
import { workerData } from 'node:worker_threads';

const { tsImport } = await import('tsx/esm/api');
await tsImport(workerData.entry, import.meta.url);
