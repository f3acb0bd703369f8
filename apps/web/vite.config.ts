import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
// The API serves both JSON under /api and uploaded pictures under /uploads.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks the storefront always needs; libraries only the back-office
        // uses (charts, dates, dropzone) stay in its lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications|store|form)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
