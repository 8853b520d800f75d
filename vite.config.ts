import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal's own build. The dev server and the embedded backend are assembled in app/.
export default defineConfig({
  plugins: [react()],
});
