// After the shell's build: writes the pre-rendered pages (src/prerender.tsx) into the build as <path>/index.html,
// each with brotli and gzip copies as the build's other assets. Every other page of the site gets the bare page
// template (shell.html) from the server and draws in the browser.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { BROTLI_OPTIONS, GZIP_OPTIONS, sharedModulesSource, WEB_DIST } from '../libs/web/rspack/app-config.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const out = join(tmpdir(), `careerkit-prerender-${process.pid}`);

/** src/prerender.tsx bundled for Node, with React's production build as in the browser. */
async function compile() {
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // The module the browser build generates (the shell's lazily loaded federation module needs it to compile).
      new rspack.experiments.VirtualModulesPlugin({ 'src/federation/shared-modules.js': sharedModulesSource() }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return createRequire(import.meta.url)(join(out, 'prerender.cjs'));
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

try {
  const { PRERENDERED_PAGES, renderPage, SESSION_HINT_SCRIPT } = await compile();
  const template = readFileSync(join(WEB_DIST, 'shell.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('the page template has no <div id="root"></div>');
  for (const { path, title } of PRERENDERED_PAGES) {
    const html = template
      .replace('<title>CareerKit</title>', `<title>${escapeHtml(title)}</title>`)
      // Before anything paints (render-blocking, inline: no request); the CSP allows it by its hash.
      .replace('</head>', () => `<script>${SESSION_HINT_SCRIPT}</script></head>`)
      .replace('<div id="root"></div>', () => {
        const { markup, data } = renderPage(path);
        return `<div id="root">${markup}</div>${data}`;
      });
    const file = join(WEB_DIST, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, BROTLI_OPTIONS));
    writeFileSync(`${file}.gz`, gzipSync(html, GZIP_OPTIONS));
    console.log(`pre-rendered ${path} → ${file.slice(WEB_DIST.length + 1)}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
