// The one rspack config behind every front-end app: the shell (host) and the four remotes.
// Build-time code (Node); browser code never imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';

const require = createRequire(import.meta.url);
const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rootPackage = require(join(workspaceRoot, 'package.json'));
const webPackage = require(join(workspaceRoot, 'libs/web/package.json'));

/**
 * Where the build goes: the shell at the root, each remote under /remotes/<name>/. dist/web, which the gateway serves,
 * unless WEB_BUILD_DIR says otherwise: `npm run build:web` (local/build-web.mjs) builds into a fresh folder and swaps it in.
 */
export const WEB_DIST = process.env.WEB_BUILD_DIR ? resolve(process.env.WEB_BUILD_DIR) : join(workspaceRoot, 'dist', 'web');

const libsWebSrc = join(workspaceRoot, 'libs/web/src');
/** Every module of libs/web by its name under the package (`payment/dialog`), read from its folders. */
const LIBS_WEB_MODULES = readdirSync(libsWebSrc, { recursive: true })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ name: file.replace(/\.tsx?$/, ''), source: readFileSync(join(libsWebSrc, file), 'utf8') }));
/**
 * The modules of libs/web that draw with antd are not shared: a shared copy would be the shell's, drawing with the
 * shell's antd inside an area that has its own, so an area page would load antd twice. They hold no state that must
 * be one per page (the contexts they use live in shared modules), so each app bundling its own copy changes nothing.
 */
const drawsWithAntd = (source) => /^import (?!type )[^;]*from 'antd'/m.test(source);

/**
 * One shared-dependency list for every app. A shared module cannot be tree-shaken, so two big libraries reach the
 * apps another way (README, "Bundle size"): antd is bundled per app with the theme from libs/web, and
 * react-router-dom is shared through the `@careerkit/web/router` singleton, which carries only the names we use.
 */
export const SHARED = {
  react: { singleton: true, requiredVersion: rootPackage.dependencies.react },
  'react-dom': { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] },
  // antd's rc-util imports createRoot from here: unshared, every area would bring a second React DOM (54 KB).
  'react-dom/client': { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] },
  '@tanstack/react-query': { singleton: true, requiredVersion: rootPackage.dependencies['@tanstack/react-query'] },
  // Every other module of libs/web: one auth context, one query client, one api client across the shell and remotes.
  ...Object.fromEntries(
    LIBS_WEB_MODULES.filter((module) => !drawsWithAntd(module.source)).map((module) => [
      `@careerkit/web/${module.name}`,
      { singleton: true, requiredVersion: webPackage.version, version: webPackage.version },
    ]),
  ),
  // Only for the size comparison in `npm run bench:web`.
  ...(process.env.SHARE_ANTD === '1'
    ? {
        antd: { singleton: true, requiredVersion: rootPackage.dependencies.antd },
        '@ant-design/icons': { singleton: true, requiredVersion: rootPackage.dependencies['@ant-design/icons'] },
      }
    : {}),
};

/** The version a shared module is provided at: its own package's, as Module Federation's plugin reads it. */
function providedVersion(key, config) {
  if (config.version) return config.version;
  const packageName = key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
  return require(join(workspaceRoot, 'node_modules', packageName, 'package.json')).version;
}

/**
 * The shell's side of the shared modules, as a module of the shell's build (shell/src/federation/shared-modules.js):
 * every module of SHARED, each loaded only when a remote asks for it. The shell is not built with the federation
 * plugin, whose runtime would have to start with the page (README, "Performance"): it starts the runtime when a remote
 * is first needed (shell/src/federation/remotes.ts) and provides these to it, so a remote uses the shell's copies, the
 * modules the shell itself already runs (one React, one query cache, one auth context).
 */
export function sharedModulesSource() {
  const entries = Object.entries(SHARED).map(([key, config]) => {
    const shareConfig = { singleton: config.singleton, requiredVersion: config.requiredVersion };
    return `  ${JSON.stringify(key)}: { version: ${JSON.stringify(providedVersion(key, config))}, shareConfig: ${JSON.stringify(shareConfig)}, get: () => import(${JSON.stringify(key)}).then((module) => () => module) },`;
  });
  return `// Generated by libs/web/rspack/app-config.mjs (sharedModulesSource) from its SHARED list.\nexport const SHARED_MODULES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Module Federation's runtime as ES modules, so that what an app does not use of it is left out. @rspack/core's
 * federation plugin finds the runtime with require.resolve, which picks the CommonJS builds (`dist/*.cjs`): those are
 * bundled whole, none of it tree-shaken. Two aliases send it to the ESM builds of the same version; the rest of the
 * runtime (runtime-core, sdk) follows through their `import` exports. The third is the shell's runtime provider (below),
 * which would otherwise bring a second, CommonJS, copy of runtime-core.
 */
const esmBuildOf = (name) => fileURLToPath(import.meta.resolve(name));
const MF_RUNTIME_AS_ESM = {
  [require.resolve('@module-federation/webpack-bundler-runtime')]: esmBuildOf('@module-federation/webpack-bundler-runtime'),
  // The key @rspack/core sets itself (to the CommonJS build): an alias of ours with the same key wins.
  '@module-federation/runtime': esmBuildOf('@module-federation/runtime'),
  [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: esmBuildOf('@module-federation/inject-external-runtime-core-plugin'),
};

/** Fails the build if a CommonJS build of the runtime is bundled after all (the aliases above missed, e.g. after an upgrade). */
class MfRuntimeEsmOnly {
  apply(compiler) {
    compiler.hooks.compilation.tap('MfRuntimeEsmOnly', (compilation) => {
      compilation.hooks.finishModules.tap('MfRuntimeEsmOnly', (modules) => {
        const cjs = [...modules].map((module) => module.resource ?? '').filter((resource) => /@module-federation\/.+\.cjs$/.test(resource));
        if (cjs.length) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `Module Federation's runtime is bundled as CommonJS (see MF_RUNTIME_AS_ESM in libs/web/rspack/app-config.mjs): ${cjs.length} modules, e.g. ${cjs[0]}`,
            ),
          );
        }
      });
    });
  }
}

/** What is worth compressing: text assets of 1 KB or more (source maps are not served at all). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** How the build compresses a text asset (zlib's options): the strongest of each, as it is done once per build. */
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
export const GZIP_OPTIONS = { level: 9 };

/**
 * Each app ships its assets precompressed, brotli (.br) and gzip (.gz) beside each file, so the server sends the
 * smaller copy by content negotiation without compressing on every request (gateway/src/static-site.ts, nginx in
 * the web images).
 */
const precompress = () => [
  new CompressionPlugin({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: BROTLI_OPTIONS,
  }),
  new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9, compressionOptions: GZIP_OPTIONS }),
];

/**
 * @param {{ name: string, dir: string, port: number, remote?: boolean, outDir?: string }} app
 *   name: the federation name (mfe_tools…), dir: the app's folder, port: its dev-server port,
 *   remote: exposes ./App, outDir: where the build goes (default dist/web or dist/web/remotes/<name>).
 */
export function createAppConfig({ name, dir, port, remote = false, outDir }) {
  const production = process.env.NODE_ENV !== 'development';
  // A remote built for the site runs in the shell, on the shell's Module Federation runtime (below): it has no page of
  // its own, which could not start without the shell. It has one on the dev server (`npm run dev`), where it runs alone
  // on its own runtime. (@rspack/dev-server sets RSPACK_SERVE when `rspack serve` loads it, before reading the config.)
  const ownPage = !remote || process.env.RSPACK_SERVE === 'true';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // zod-without-eval first: it must run before any schema is built (see the file).
    entry: ownPage ? { main: [join(workspaceRoot, 'libs/web/rspack/zod-without-eval.mjs'), './src/index.ts'] } : {},
    // Source maps are built for operators (error tracking) but not linked from the bundles, and never served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir ?? (remote ? join(WEB_DIST, 'remotes', name) : WEB_DIST),
      // The shell needs '/' so deep links load their chunks; remotes work out their own URL from the manifest.
      publicPath: remote ? 'auto' : '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      // The shell's folder also holds the remotes: `npm run build:web` empties it once, before all builds.
      clean: remote,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: MF_RUNTIME_AS_ESM },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } } },
            env: { targets: 'defaults' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      // A remote is built with the federation plugin: it exposes its area's routes. The shell is a plain build that
      // starts the federation runtime itself when a remote is first needed (shell/src/federation/remotes.ts), with
      // the shared modules listed here (sharedModulesSource).
      ...(remote
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              manifest: true,
              shared: SHARED,
              exposes: { './App': './src/app.tsx' },
              dts: false,
              experiments: {
                // Runtime code no remote needs is left out (README, "Bundle size"): every app runs in a browser, so
                // none of the runtime's Node.js loading; and a remote loads no other remote.
                optimization: { target: 'web', disableRemote: true },
                // One runtime-core for the page: the shell provides its own (a global, _FEDERATION_RUNTIME_CORE, set
                // when its runtime starts) and a remote built for the site uses it instead of bringing a copy. So the
                // shell must be released before the remotes that expect it, and both built with the same
                // @module-federation version (README, "Bundle size").
                externalRuntime: !ownPage,
              },
            }),
          ]
        : [new rspack.experiments.VirtualModulesPlugin({ 'src/federation/shared-modules.js': sharedModulesSource() })]),
      new MfRuntimeEsmOnly(),
      // The shell's page template is shell.html: the server sends it for a page of the site that is not pre-rendered
      // (shell/prerender.mjs writes index.html for Home and <path>/index.html for the others).
      ...(ownPage
        ? [new rspack.HtmlRspackPlugin({ template: join(workspaceRoot, 'libs/web/rspack/index.html'), filename: remote ? 'index.html' : 'shell.html', title: 'CareerKit', chunks: ['main'] })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Which build of an app is live, shown on each remote's root element (data-release) for operators and tests.
        'process.env.CAREERKIT_RELEASE': JSON.stringify(process.env.CAREERKIT_RELEASE ?? 'local'),
      }),
      ...(production ? precompress() : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports lazily unless told not to, and Module Federation's shared chunks
    // then answer 404 or run before they exist: an app run alone on the dev server would not render.
    lazyCompilation: false,
    devServer: {
      port,
      historyApiFallback: remote ? true : { index: '/shell.html' },
      headers: { 'access-control-allow-origin': '*' },
      // The API of a product started with `npm start` (or the one DEV_API_ORIGIN names).
      proxy: [{ context: ['/api'], target: process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:8080' }],
    },
    experiments: { css: true },
  };
}
