import { globSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(import.meta.dirname, '..');
// Only globs that match something: Storybook warns about a pattern with no stories.
const candidates = [
  '../design-system/**/*.mdx',
  '../design-system/**/*.stories.@(ts|tsx)',
  '../features/**/*.mdx',
  '../features/**/*.stories.@(ts|tsx)',
  // The app's shell pieces that only exist assembled (the header of each role).
  '../app/**/*.stories.@(ts|tsx)',
];
const stories = candidates.filter(
  (pattern) => globSync(pattern.replace('../', '').replace('.@(ts|tsx)', '.{ts,tsx}'), { cwd: root }).length > 0,
);

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's worker script lives with the mocks (never in the portal's public/ folder, which the build ships).
  staticDirs: ['../mocks/public', ...(globSync('public/**', { cwd: root }).length > 0 ? ['../public'] : [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Storybook's own manager and docs chunks are large by nature; the portal's budgets are checked elsewhere.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 4096 },
  }),
};
export default config;
