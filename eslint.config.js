// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import balcao from './scripts/lint/plugin.js';

const ipcBan = (name) => ({
  name: 'electron',
  importNames: [name],
  message: `${name} is used only in its one file (src/main/ipc/handle.ts or src/preload/index.ts).`,
});

// One exception: `features/<name>/locales` (and `translations`, its languages besides pt-BR where
// those load apart), a feature's strings and nothing else, which the namespace table
// (src/renderer/app/namespaces.ts) loads lazily without the feature's components.
const featureDeepImport = {
  regex: '(^|/)features/[^/]+/(?!(locales|translations)$).+',
  message: 'Import a feature through its index.ts only (features/<name>), not its internals (its locales excepted).',
};

// The renderer's layers, top to bottom (src/renderer/README.md): each may import its own layer and
// those listed. A project file in none of them is an error until its folder is placed here.
const BELOW_SESSION = ['api', 'platform', 'ui', 'i18n', 'assets', 'shared'];
const BELOW_FEATURES = ['session', ...BELOW_SESSION];
const rendererLayers = [
  { name: 'main.tsx', files: 'src/renderer/main.tsx', allow: ['app', 'feature', ...BELOW_FEATURES] },
  // The browser build's first script (the session's refresh before the app loads): the platform only.
  { name: 'early.ts', files: 'src/renderer/early.ts', allow: ['platform'] },
  { name: 'app', files: 'src/renderer/app/**', allow: ['feature', ...BELOW_FEATURES] },
  // A feature is reached through its index, or its locales alone (strings loaded lazily without
  // the feature's components: app/namespaces.ts).
  { name: 'feature', files: 'src/renderer/features/*/**', indexOnly: true, publicEntries: ['locales', 'translations'], allow: BELOW_FEATURES },
  // Who is signed in and the company's settings: read by every feature and the shell, through its index.
  { name: 'session', files: 'src/renderer/session/**', indexOnly: true, allow: BELOW_SESSION },
  { name: 'api', files: 'src/renderer/api/**', allow: ['platform', 'shared'] },
  { name: 'platform', files: 'src/renderer/platform/**', allow: ['shared'] },
  { name: 'ui', files: 'src/renderer/ui/**', allow: ['shared'] },
  { name: 'i18n', files: 'src/renderer/i18n/**', allow: ['shared'] },
  { name: 'assets', files: 'src/renderer/assets/**', allow: [] },
  // The helpers of the renderer's tests: they assemble the app (providers, every namespace).
  { name: 'test helpers', files: 'src/renderer/test/**', allow: ['*'] },
  { name: 'shared', files: 'src/shared/**', allow: [] },
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'server/drizzle/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [ipcBan('ipcMain'), ipcBan('ipcRenderer')], patterns: [featureDeepImport] }],
    },
  },
  {
    files: ['src/main/ipc/handle.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ipcBan('ipcRenderer')], patterns: [featureDeepImport] }] },
  },
  {
    files: ['src/preload/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ipcBan('ipcMain')], patterns: [featureDeepImport] }] },
  },
  {
    // Tests may reach into a feature's internals to test them.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ipcBan('ipcMain'), ipcBan('ipcRenderer')] }] },
  },
  {
    // The contract kit drives the features' API functions and the session service without their
    // React components, which a feature's index.ts brings along (and Node cannot load their CSS).
    files: ['scripts/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ipcBan('ipcMain'), ipcBan('ipcRenderer')] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'react', 'node:fs', 'fs', 'path', 'node:path'].map((name) => ({
            name,
            message: 'src/shared is pure: no DOM, Node or Electron.',
          })),
        },
      ],
    },
  },
  {
    plugins: { balcao },
    rules: { 'balcao/no-import-cycles': 'error' },
  },
  {
    // Tests may reach anywhere (a feature's internals, the shell): they are not a layer.
    files: ['src/renderer/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'balcao/layers': ['error', { layers: rendererLayers }],
      // The build drops a project module that is imported for its side effects alone
      // (renderer.vite.ts: moduleSideEffects false), so such an import would silently do nothing.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[specifiers.length=0][importKind!="type"][source.value=/^(@renderer|@shared|\\.)(?!.*\\.css$)/]',
          message:
            'A project module imported for its side effects alone is dropped by the build (src/renderer/README.md, "Nothing happens on import"): export a function and call it.',
        },
        {
          // Mantine's Loader is a bare span: a name on it without a role is an ARIA error (axe's
          // aria-prohibited-attr, serious), seen whenever the page is scanned while it spins.
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A named Loader needs role="progressbar": a span may not carry aria-label without a role.',
        },
        {
          // Mantine's Tooltip sets its floating part up on mount, hovered or not: a list's rows
          // and the first screen held dozens (docs/PERFORMANCE.md, issue 18).
          selector: "ImportDeclaration[source.value='@mantine/core'] ImportSpecifier[imported.name='Tooltip']",
          message: 'Use LazyTooltip from @renderer/ui: its label mounts only while shown.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
