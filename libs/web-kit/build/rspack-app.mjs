// One rspack configuration for every front end, so the host and the remotes are built the same
// way. An app's rspack.config.mjs only says its name, what it exposes and its dev port.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import { sharedSingletons } from './shared.mjs';

/**
 * The version the about dialog names (`__OPENSET_VERSION__`): the product's, from the root
 * package.json, with the deployment's build id after a `+` when it gives one (OPENSET_BUILD_ID).
 */
const PRODUCT_VERSION = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')).version;
const BUILD_VERSION = process.env.OPENSET_BUILD_ID ? `${PRODUCT_VERSION}+${process.env.OPENSET_BUILD_ID}` : PRODUCT_VERSION;

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (import.meta.dirname of its config)
 * @param {string} app.name         federation name, a valid identifier (shell, mfe_designer, ...)
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {boolean} [app.host]      the shell: absolute public path, index.html
 * @param {number} app.port         dev server port
 * @param {string} [app.title]      page title of the dev harness / shell
 */
export function appConfig(app) {
  return (env = {}) => {
    const serving = Boolean(env.RSPACK_SERVE || env.dev);
    const harness = !app.host && serving;
    return {
      name: app.name,
      context: app.dir,
      mode: serving ? 'development' : 'production',
      // A production build sends no source maps (and writes none) unless SOURCE_MAPS=1 asks.
      devtool: serving ? 'eval-cheap-module-source-map' : process.env.SOURCE_MAPS === '1' ? 'source-map' : false,
      // A remote's bootstrap runs its standalone harness (src/dev/); the shell loads ./Routes instead.
      entry: { main: './src/index.ts' },
      output: {
        path: join(app.dir, 'dist'),
        publicPath: app.host || harness ? '/' : 'auto',
        uniqueName: app.name,
        filename: serving ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: serving ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // contracts is ES-module TypeScript with `.js` import specifiers
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['@openset/source', 'browser', 'import', 'module', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: serving } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.host ? undefined : app.exposes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: !app.host,
          dts: false,
        }),
        (app.host || harness) &&
          new rspack.HtmlRspackPlugin({
            title: app.title ?? 'OpenSet',
            templateContent: HTML,
            chunks: ['main'],
            minify: !serving,
          }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(serving ? 'development' : 'production'), __OPENSET_VERSION__: JSON.stringify(BUILD_VERSION) }),
        ...(serving ? [] : precompressed()),
      ].filter(Boolean),
      performance: { hints: false },
      optimization: { minimize: !serving },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.OPENSET_API ?? 'http://localhost:8080', changeOrigin: false }],
        static: app.host ? { directory: join(app.dir, 'public'), publicPath: '/' } : false,
      },
    };
  };
}

/**
 * Brotli and gzip copies beside every text asset, made once at build time at the highest level,
 * so the gateway only picks one (express-static-gzip) and never compresses per request.
 */
function precompressed() {
  const common = { test: /\.(js|css|html|json|svg|txt)$/, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <meta name="theme-color" content="#0b5f73" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%230b5f73'/%3E%3C/svg%3E" />
    <title><%= htmlRspackPlugin.options.title %></title>
  </head>
  <body>
    <noscript>OpenSet needs JavaScript. / OpenSet nécessite JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
