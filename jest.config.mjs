// Jest for every test: unit tests beside the code, integration and browser tests against one stack
// started by the global set-up. ES modules throughout (`NODE_OPTIONS=--experimental-vm-modules`,
// which tools/test.mjs sets); swc compiles TypeScript because Nest's DI needs decorator metadata.

/** swc settings of the server build (.swcrc), with TSX only where a file is TSX. */
function swc(tsx) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx },
        target: 'es2023',
        keepClassNames: true,
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
          ...(tsx ? { react: { runtime: 'automatic' } } : {}),
        },
      },
      module: { type: 'es6' },
      sourceMaps: 'inline',
    },
  ];
}

const shared = {
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript sources, as in the type-check and the bundlers.
  testEnvironmentOptions: { customExportConditions: ['@openset/source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // Server code imports its own files as `./x.js`; the source is `./x.ts`.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.tsx$': swc(true), '^.+\\.(ts|mts)$': swc(false) },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/', '<rootDir>/.nx/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // Two cores: the integration stack's processes need room beside the test workers.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,shell,mfe-*}/**/src/**/*.test.{ts,tsx}', '<rootDir>/deploy/k8s/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/**/*.int.test.ts', '<rootDir>/libs/*/test/**/*.int.test.ts', '<rootDir>/deploy/local/test/*.int.test.ts', '<rootDir>/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
      // Sets the integration tests' time limit (jest has no per-project testTimeout).
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/after-env.ts'],
    },
  ],
};
