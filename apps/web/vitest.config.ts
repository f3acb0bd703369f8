import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogues } from './lingui-catalogues-plugin';
import { rasterSvg } from './raster-svg';

export default defineProject({
  plugins: [
    linguiCatalogues(),
    rasterSvg(new URL('./node_modules/.cache/lumbung-raster-svg', import.meta.url).pathname),
    react(),
  ],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Hang guards, not speed checks: two workers on a busy 2-core machine slow every render.
    testTimeout: 30_000,
  },
});
