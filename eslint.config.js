// typescript-eslint strict, type-aware, plus the architecture's import boundaries.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-designer', 'mfe-clients', 'mfe-outcomes', 'mfe-manager', 'mfe-portal'];
// <Navigate> can redirect from a page already left and take the person back (see Redirect.tsx).
const navigateIsRedirect = { name: 'react-router', importNames: ['Navigate'], message: "Use web-kit's Redirect: it does not undo a navigation under way." };
const noFocusedTests = { selector: "CallExpression[callee.object.name=/^(describe|it|test)$/][callee.property.name='only']", message: 'No focused tests.' };
// One way to read the interface language and to write a date in it (web-kit's i18n/formats.ts).
const oneLanguageSource = [
  { selector: "MemberExpression[property.name=/^(language|resolvedLanguage)$/][object.name='i18n']", message: "Use web-kit's useLang." },
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: "Use web-kit's useDateFormat or dateFormat (one formatter per language and options)." },
];
const frontEndSyntax = ['error', noFocusedTests, ...oneLanguageSource];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', 'coverage/**', '**/*.d.mts', '**/*.mjs', '**/*.cjs', '**/*.js', '**/rspack.config.*', '**/module-federation.config.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ conditionNames: ['types', 'import', 'require', 'default'] })],
      'import-x/internal-regex': '^@openset/',
    },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // RTK Query endpoints without arguments are typed `void` by convention.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      // Everything imported is declared in the root package.json (one version of everything);
      // the workspace packages (@openset/*) are ours, linked by npm workspaces.
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [import.meta.dirname], includeTypes: true }],
      curly: ['error', 'multi-line'],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // Nest's DI reads constructor parameter types at run time: type-only imports would break it.
    files: ['services/**/*.ts', 'libs/server-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts import nothing but zod.' }] }],
    },
  },
  {
    files: ['services/**/*.ts', 'libs/server-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', '@mui/*', '@openset/web-kit', '@reduxjs/*'], message: 'Services never depend on front-end code.' }] }],
    },
  },
  {
    // The gateway owns no schema: it takes the kit's transport part, which loads no ORM.
    files: ['services/gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@openset/server-kit', message: 'The gateway imports @openset/server-kit/transport (no database).' }],
          patterns: [
            { group: ['react', 'react-*', '@mui/*', '@openset/web-kit', '@reduxjs/*'], message: 'Services never depend on front-end code.' },
            { group: ['@mikro-orm/*'], message: 'The gateway owns no database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    // formats.ts is where the language is read and formatters are made.
    ignores: ['libs/web-kit/src/i18n/formats.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [navigateIsRedirect] }], 'no-restricted-syntax': frontEndSyntax },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [navigateIsRedirect],
          patterns: [
            { group: ['@openset/server-kit', '@nestjs/*', '@mikro-orm/*'], message: 'Front ends never import server code.' },
            { group: remotes.filter((other) => other !== remote).map((other) => `**/${other}/**`), message: 'No remote imports another remote.' },
          ],
        },
      ],
      'no-restricted-syntax': frontEndSyntax,
    },
  })),
);
