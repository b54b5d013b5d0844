import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every feature folder: none may import another.
const features = readdirSync(new URL('./src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'var',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The typed hooks of src/app/hooks.ts, never the raw ones.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector.',
            },
          ],
        },
      ],
      // Imports run one way: domain, lib, components -> features -> routes. Features don't import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/lib', './src/components', './src/features', './src/app'],
            },
            { target: './src/lib', from: ['./src/components', './src/features'] },
            { target: './src/components', from: ['./src/features'] },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  },
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The server must not reach into the web app except its shared rules.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/!(domain)/**', '**/src/!(domain)'],
              message: 'The server shares only src/domain.',
            },
          ],
        },
      ],
    },
  },
);
