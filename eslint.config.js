import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
