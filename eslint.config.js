import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/generated/**', 'web/dist/**', 'gateway/dist/**', 'upstream/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // React's hook rules: hooks called in the same order on every render, and effects/memos/callbacks that name
    // every value they read (a missing one is a stale value; a needless one reruns them).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Rules that need the types: a promise nobody awaits or catches (its failure is lost), a promise where a plain
    // value is expected (an async handler given to an event prop or an `if`), and `await` on what is not a promise.
    // Each file is checked with its own package's tsconfig.json (projectService); only the TypeScript code of the
    // packages and tests, where these bugs cost, pays for the type information (the lint step's CPU went from about
    // 32 s to 2 min 16 s with it: `time nice -n 19 npx eslint . --max-warnings=0`, both runs side by side).
    files: ['{gateway,web,upstream,packages/db}/src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Blueprint's HTMLSelect titles its caret in English; web/src/lib/select.tsx is the panel's select.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/lib/select.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@blueprintjs/core', importNames: ['HTMLSelect'], message: "Use Select from web/src/lib/select.tsx (caret titled 'Abrir opções')." }],
        },
      ],
    },
  },
);
