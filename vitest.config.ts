import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Nest needs decorator metadata, which esbuild/oxc do not emit: swc compiles the TS here.
const swcPlugin = swc.vite({
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    target: 'es2023',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
  },
});

const conditions = ['@openset/source'];

export default defineConfig({
  plugins: [swcPlugin],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{libs,services,shell,mfe-*}/**/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['services/*/test/**/*.int.test.ts', 'e2e/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          globalSetup: ['libs/testing/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: the stack's eight processes need the other one.
          maxWorkers: 2,
        },
      },
    ],
  },
});
