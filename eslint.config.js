import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every feature folder: none may import another.
const features = readdirSync(new URL('./src/features', import.meta.url));

/**
 * The web app's layers, each importing only those below it: domain (rules shared with the server) -> lib (settings,
 * the API, storage, browser helpers) -> state (the store and the client state several areas share) -> components
 * (shared UI) -> features (one folder per area, none importing another) -> app (router, layout, providers).
 */
const webLayers = [
  {
    target: './src/domain',
    from: ['./src/lib', './src/state', './src/components', './src/features', './src/app'],
  },
  { target: './src/lib', from: ['./src/state', './src/components', './src/features', './src/app'] },
  { target: './src/state', from: ['./src/components', './src/features', './src/app'] },
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/features', from: './src/app' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
];

// The typed hooks of src/state/hooks.ts, never the raw ones.
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector.',
};
// Server data is read through RTK Query: the axios client is the base query's alone (src/lib/api/api.ts).
const apiClientOutsideApi = {
  group: ['**/apiClient', '**/apiClient.ts', './apiClient'],
  message:
    'Read through an RTK Query endpoint injected into src/lib/api/api.ts; only its base query uses the client.',
};
// Every dialog is the site's Modal (src/components/dialogs/Modal.tsx), whose focus goes round inside it.
const bootstrapModal = {
  name: 'react-bootstrap/Modal',
  message: 'Use Modal from src/components/dialogs/Modal.tsx: Tab and Shift+Tab go round inside it.',
};
const restrictedImports = ({
  paths = [rawReduxHooks, bootstrapModal],
  patterns = [apiClientOutsideApi],
} = {}) => ['error', { paths, patterns }];

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
      // Imports run one way: domain -> lib -> state -> components -> features -> app. Features don't import each other.
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  },
  {
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ paths: [bootstrapModal] }) },
  },
  {
    files: ['src/components/dialogs/Modal.tsx'],
    rules: { 'no-restricted-imports': restrictedImports({ paths: [rawReduxHooks] }) },
  },
  { files: ['src/lib/api/api.ts'], rules: { 'no-restricted-imports': restrictedImports({ patterns: [] }) } },
  {
    files: ['tests/web/**/*.{ts,tsx}'],
    ignores: ['tests/web/apiClient.test.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ paths: [] }) },
  },
  {
    // The server shares only the web app's rules (src/domain); nothing else of src/ may reach it.
    files: ['server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './server', from: './src', except: ['./domain'] }] },
      ],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  },
);
