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

/**
 * The server's floors (docs/patterns.md, "The server's layers"). The ground: the database, the file store, the shared
 * helpers (the change log among them), the settings, the logging and the tracing, importing nothing above them. Then the Fastify
 * plugins every feature uses. Then the features, one folder each, with the two types the app hands them all
 * (context.ts, appSettings.ts). On top, what assembles them: the app, its start, the timed tasks' list, the demo seed.
 */
const serverGround = ['db', 'storage', 'shared', 'config.ts', 'logging.ts', 'tracing.ts'];
const serverTop = ['app.ts', 'main.ts', 'newsroomJobs.ts', 'seed'];
const serverFeatures = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...serverGround, 'plugins', ...serverTop].includes(entry.name))
  .map((entry) => entry.name);

/**
 * What each feature offers the others: the modules another feature may import (its "face"). Any other module of a
 * feature is its own; a feature that offers nothing is reached by no other. A module joins a face here, in review,
 * when another feature needs it.
 */
const serverFeatureFaces = {
  appSettings: [],
  cart: ['cartFileLinks.ts', 'cartReadme.ts', 'cartService.ts', 'cartZip.ts'],
  content: [
    'contentHtml.ts',
    'contentPage.ts',
    'contentRead.ts',
    'contentVersion.ts',
    'htmlPictures.ts',
    'listPreview.ts',
    'previewLinks.ts',
    'publication.ts',
    'readSchemas.ts',
  ],
  downloads: ['downloadPasses.ts'],
  events: [
    'eventCalendar.ts',
    'eventInvitees.ts',
    'eventMail.tsx',
    'eventPlanning.ts',
    'eventRouteOptions.ts',
    'eventShape.ts',
  ],
  fleet: ['downtimeService.ts', 'fleetAgenda.ts'],
  follows: ['followService.ts'],
  idp: ['keys.ts'],
  jobs: ['jobQueue.ts', 'jobTask.ts'],
  loans: [
    'LoanMailHtml.tsx',
    'loanAreaRouteOptions.ts',
    'loanReminders.ts',
    'loanService.ts',
    'loanShape.ts',
    'myLoans.ts',
    'wireLoans.ts',
  ],
  mail: ['MailBlocks.tsx', 'mailer.ts', 'outbox.ts', 'outboxSender.ts'],
  media: [
    'answerGrants.ts',
    'fileAccess.ts',
    'galleryService.ts',
    'imageSiblings.ts',
    'mediaBytes.ts',
    'mediaKeys.ts',
    'mediaNamed.ts',
    'mediaRow.ts',
    'mediaUrls.ts',
    'ogImage.ts',
    'storedDocuments.ts',
  ],
  news: ['newsPhotoSet.ts', 'newsService.ts', 'newsShape.ts', 'newsTextMedia.ts'],
  newsletter: ['newsletterService.ts'],
  pdf: ['pdfService.ts', 'sitePdf.ts'],
  signIn: ['signInService.ts'],
  site: ['appRoutes.ts', 'pageMeta.ts'],
  uploads: ['privateUploads.ts'],
  users: ['suspension.ts', 'userShape.ts'],
};

const serverLayers = [
  {
    target: serverGround.map((part) => `./server/${part}`),
    from: './server',
    except: serverGround.map((part) => `./${part}`),
    message: 'The ground (db, storage, shared, config, logging) imports nothing above it.',
  },
  {
    target: './server/plugins',
    from: './server',
    except: [...serverGround, 'plugins'].map((part) => `./${part}`),
    message: 'A plugin every feature uses imports only the ground (db, storage, shared, config, logging).',
  },
  {
    target: [
      ...serverFeatures.map((feature) => `./server/${feature}`),
      './server/context.ts',
      './server/appSettings.ts',
    ],
    from: serverTop.map((part) => `./server/${part}`),
    message:
      'A feature imports nothing of what assembles the features (app.ts, main.ts, newsroomJobs.ts, seed/).',
  },
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./server/${feature}`,
        from: `./server/${other}`,
        except: (serverFeatureFaces[other] ?? []).map((file) => `./${file}`),
        message: `${other}/ offers other features only ${
          (serverFeatureFaces[other] ?? []).join(', ') || 'nothing'
        } (serverFeatureFaces in eslint.config.js).`,
      })),
  ),
];

// `as unknown as` says "trust me" about any type: a type guard, a typed query or a checked schema says why instead.
const unknownCast = {
  selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
  message: 'No `as unknown as`: narrow with a type guard, a checked schema or a typed call instead.',
};

/**
 * How import-x finds and reads the project's modules: TypeScript files are modules it parses (without the
 * `extensions` setting it reads only .js files, and no-cycle, which follows the imports of what a file imports, would
 * see no circle at all).
 */
const importSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
};

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
    settings: importSettings,
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', unknownCast] },
  },
  {
    // The server shares only the web app's rules (src/domain); nothing else of src/ may reach it.
    files: ['server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './server', from: './src', except: ['./domain'] }, ...serverLayers] },
      ],
      // Only the project's own files: a package's bundled build (PGlite's) is no part of a circle of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: importSettings,
  },
);
