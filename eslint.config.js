import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every feature folder: none may import another.
const features = readdirSync(new URL('./src/features', import.meta.url));

// The typed hooks of src/app/hooks.ts, never the raw ones.
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector.',
};
// Server data is read through RTK Query: the axios client is the base query's alone (src/app/api.ts).
const apiClientOutsideApi = {
  group: ['**/lib/apiClient', '**/lib/apiClient.ts'],
  message:
    'Read through an RTK Query endpoint injected into src/app/api.ts; only its base query uses the client.',
};
const restrictedImports = ({ paths = [rawReduxHooks], patterns = [apiClientOutsideApi] } = {}) => [
  'error',
  { paths, patterns },
];

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
      'no-restricted-imports': restrictedImports(),
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
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': restrictedImports({ paths: [] }) } },
  { files: ['src/app/api.ts'], rules: { 'no-restricted-imports': restrictedImports({ patterns: [] }) } },
  {
    files: ['tests/web/**/*.{ts,tsx}'],
    ignores: ['tests/web/apiClient.test.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ paths: [] }) },
  },
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
