import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'mocks/public/mockServiceWorker.js', '**/__screenshots__'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, portal: { rules: { layers } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'portal/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // react-router's DOM module (BrowserRouter, Link, useSearchParams, forms, fetchers) brings its framework code
      // into the entry, over the sign-in route's budget (npm run size): see docs/performance.md, the sign-in route.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['BrowserRouter', 'HashRouter', 'Link', 'NavLink', 'Form', 'useSearchParams', 'useLinkClickHandler', 'useFetcher', 'useSubmit'],
              message:
                "Use app/router/HistoryRouter, React Aria's Link inside its RouterProvider, and useLocation/useNavigate for the query: react-router's DOM module would weigh on the sign-in route.",
            },
          ],
        },
      ],
    },
  },
  {
    // Stories render hooks inside `render` functions; that is how Storybook is meant to be used.
    files: ['**/*.stories.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A test waits for what a user would see, up to the shared ceilings of tests/support/ceilings.ts. A ceiling of its
    // own is one tuned to a machine's speed, which a busy machine does not meet (docs/testing.md).
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name=/^(timeout|testTimeout|hookTimeout)$/][value.type='Literal']",
          message: 'No ceiling of its own: waits end at tests/support/ceilings.ts (WAIT_MS, TEST_MS). A time limit the code under test takes is passed as a named constant.',
        },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for what the user would see, not for a time.' },
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name='setConfig']", message: 'One configuration for every file: vitest.config.ts and tests/support/ceilings.ts.' },
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message: "vi.waitFor gives up after 1 s unless told: pass { timeout: WAIT_MS } (tests/support/ceilings.ts).",
        },
      ],
    },
  },
);
