import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// The portal. `npm start` serves it with the embedded MSW backend (unless VITE_API_BASE_URL points at a real
// backend); `npm run build` bundles it without MSW: main.tsx loads the mocks only in development.
export default defineConfig({
  root: path.join(root, 'app'),
  envDir: root,
  publicDir: path.join(root, 'public'),
  plugins: [react()],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
  },
});
