// The Module Federation shared scope of every front end (host and remotes alike). Each entry
// is a singleton: one React, one router, one store and api slice, one i18next per page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8'));
const ownPackage = (path) => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')).version;
const versions = {
  ...rootPackage.devDependencies,
  ...rootPackage.dependencies,
  '@openset/web-kit': ownPackage('../package.json'),
  '@openset/contracts': ownPackage('../../contracts/package.json'),
};

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
  // The route table and its schemas: without it every remote fetched a zod of its own (about
  // 96 kB). zod itself is not shared: its whole package is four times what contracts use of it.
  '@openset/contracts',
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
