// The Module Federation shared scope of every front end (host and remotes alike). Each entry
// is a singleton: one React, one router, one store and api slice, one i18next per page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8'));
const kitPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
const versions = { ...rootPackage.devDependencies, ...rootPackage.dependencies, '@openset/web-kit': kitPackage.version };

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  'i18next',
  'react-i18next',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@openset/web-kit',
];

export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const pkg = key.replace(/\/$/, '');
      const version = versions[pkg];
      if (!version) throw new Error(`shared module ${pkg} is not a root dependency`);
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
