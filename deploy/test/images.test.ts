// deploy/docker: one Dockerfile per deployable whose COPY sources exist, non-root, with a health check; the web
// images' nginx config served for real by Debian's nginx (the one the images install) on a fixture build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { PERMISSIONS_POLICY, sitePolicy } from '../../gateway/src/security-headers';
import { freePort } from '../../local/start-launcher.cjs';
import { missingCopySources } from './checks';
import { DEPLOY, DEPLOYABLE_NAMES, NODE_DEPLOYABLES, ROOT } from './deployables';

const dockerfile = (name: string) => readFileSync(join(DEPLOY, 'docker', `${name}.Dockerfile`), 'utf8');
/** The instructions of the last stage: what the running container is. */
const runtimeStage = (text: string) => text.replace(/\\\n\s*/g, ' ').split(/^FROM /m).pop()!;

describe('the Dockerfiles', () => {
  it('are one per deployable, and nothing else', () => {
    const files = readdirSync(join(DEPLOY, 'docker')).map((f) => f.replace(/\.Dockerfile$/, ''));
    expect(files.sort()).toEqual([...DEPLOYABLE_NAMES].sort());
  });

  it.each(DEPLOYABLE_NAMES)('%s: every COPY source exists in the build context', (name) => {
    expect(missingCopySources(dockerfile(name), ROOT)).toEqual([]);
  });

  it.each(DEPLOYABLE_NAMES)('%s: builds in stages and runs as a non-root user with a health check', (name) => {
    const text = dockerfile(name);
    expect(text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    const runtime = runtimeStage(text);
    expect(runtime).toMatch(/^USER (node|www-data)$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/m);
  });

  it.each(NODE_DEPLOYABLES.map((d) => d.name))('%s: runs compiled JavaScript, not a TypeScript loader', (name) => {
    const runtime = runtimeStage(dockerfile(name));
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "[a-z/]+\/dist\/main\.mjs"\]$/m);
    expect(runtime).not.toMatch(/tsx|ts-node|\.ts"/);
  });

  it.each(NODE_DEPLOYABLES.map((d) => [d.name, d.dir]))('%s: installs the production dependencies of every workspace library it uses', (name, dir) => {
    // The workspace packages it depends on, transitively: their package.json must reach the deps stage.
    const pkg = (d: string) => JSON.parse(readFileSync(join(ROOT, d, 'package.json'), 'utf8'));
    const libs = new Set<string>();
    const visit = (d: string) => {
      for (const dep of Object.keys(pkg(d).dependencies ?? {}).filter((n) => n.startsWith('@careerkit/'))) {
        const libDir = `libs/${dep.slice('@careerkit/'.length)}`;
        if (libs.has(libDir)) continue;
        libs.add(libDir);
        visit(libDir);
      }
    };
    visit(dir);
    const text = dockerfile(name);
    for (const lib of libs) {
      expect(text).toContain(`COPY ${lib}/package.json ${lib}/`);
      expect(text).toContain(`-w @careerkit/${lib.slice('libs/'.length)}`);
    }
  });

  it('builds every Node deployable in build:services', () => {
    const script: string = JSON.parse(readFileSync(join(DEPLOY, 'package.json'), 'utf8')).scripts['build:services'];
    for (const d of NODE_DEPLOYABLES) expect([d.name, script.split(/[\s;]+/)]).toEqual([d.name, expect.arrayContaining([d.dir])]);
  });

  it('fails the COPY check on a source that does not exist', () => {
    expect(missingCopySources('FROM x AS a\nCOPY --from=a /out ./\nCOPY package.json services/nope/package.json \\\n  ./\nCOPY deploy/web/nginx.conf /etc/\n', ROOT)).toEqual(['services/nope/package.json']);
  });
});

describe('the compiled services', () => {
  it('build with esbuild into one module that loads without TypeScript', () => {
    const out = mkdtempSync(join(ROOT, 'gateway', '.deploy-test-'));
    try {
      const build = spawnSync(process.execPath, [join(DEPLOY, 'scripts/build-deployable.mjs'), 'gateway', '--out', out], { encoding: 'utf8' });
      expect(build.stderr).toBe('');
      // Loading it checks every import resolves; a bad config makes it stop with the config's message.
      const run = spawnSync(process.execPath, [join(out, 'main.mjs')], { encoding: 'utf8', env: { PATH: process.env.PATH }, timeout: 20_000 });
      expect(run.stderr).toMatch(/Invalid configuration:[\s\S]*INTERNAL_KEY/);
    } finally {
      spawnSync('rm', ['-rf', out]);
    }
  });
});

describe('the web images’ nginx', () => {
  it('sends the same security headers as the gateway', () => {
    const conf = readFileSync(join(DEPLOY, 'web/security-headers.conf'), 'utf8');
    expect(conf).toContain(`add_header Content-Security-Policy "${sitePolicy()}" always;`);
    expect(conf).toContain(`add_header Permissions-Policy '${PERMISSIONS_POLICY}' always;`);
  });

  describe('serving a built app', () => {
    const dir = mkdtempSync(join(tmpdir(), 'careerkit-nginx-'));
    let port = 0;
    let nginx: ChildProcess;
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;

    beforeAll(async () => {
      // nginx's workers read the files as another user when the test runs as root.
      chmodSync(dir, 0o755);
      const html = join(dir, 'html');
      mkdirSync(join(dir, 'careerkit'), { recursive: true });
      mkdirSync(html);
      writeFileSync(join(html, 'shell.html'), '<!doctype html><title>CareerKit</title><div id="root"></div>');
      writeFileSync(join(html, 'index.html'), '<!doctype html><title>CareerKit</title><h1>AI career tools</h1>');
      mkdirSync(join(html, 'pricing'));
      writeFileSync(join(html, 'pricing', 'index.html'), '<!doctype html><title>Pricing — CareerKit</title><h1>Pay only for what you use</h1>');
      writeFileSync(join(html, 'remotes.json'), '{}');
      writeFileSync(join(html, 'main.0123abcd89.js'), big);
      writeFileSync(join(html, 'main.0123abcd89.js.br'), brotliCompressSync(big));
      writeFileSync(join(html, 'main.0123abcd89.js.gz'), gzipSync(big));
      writeFileSync(join(html, 'main.0123abcd89.js.map'), '{}');
      cpSync(join(DEPLOY, 'web/security-headers.conf'), join(dir, 'careerkit/security-headers.conf'));
      cpSync(join(DEPLOY, 'web/shell-fallback.conf'), join(dir, 'careerkit/fallback.conf'));
      const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
      // A port the OS gives as free can be taken by another process before nginx binds it (a busy CI machine did
      // that to a fixed range): nginx then exits at once, and the start is tried again on another port.
      for (let attempt = 1; ; attempt++) {
        port = await freePort();
        // The image's config, with this test's folders and port in place of the image's.
        const conf = readFileSync(join(DEPLOY, 'web/nginx.conf'), 'utf8')
          .replaceAll('/etc/nginx/careerkit/', `${dir}/careerkit/`)
          .replace('root /usr/share/nginx/html;', `root ${html};`)
          .replace('listen 8080;', `listen 127.0.0.1:${port};`)
          .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
          // /dev/stderr cannot be opened when the runner's stderr is a socket (nx): the log goes to a file here.
          .replace('error_log /dev/stderr warn;', `error_log ${dir}/error.log warn;`)
          .replaceAll('/tmp/nginx-', `${dir}/nginx-`);
        writeFileSync(join(dir, 'nginx.conf'), conf);
        const started = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
        nginx = started;
        // Waits for nginx to answer, up to the workspace's ceiling for a wait (jest.setup.cjs), or to exit.
        for (const deadline = Date.now() + 20_000; Date.now() < deadline && started.exitCode === null; ) {
          if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
          await new Promise((r) => setTimeout(r, 100));
        }
        if (attempt === 3 || started.exitCode === null || !errorLog().includes('Address already in use')) throw new Error(`nginx did not start: ${errorLog()}`);
      }
    });
    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r));
        nginx.kill('SIGQUIT');
        await exited;
      }
    });

    const get = (path: string, encoding = 'br, gzip') => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': encoding }, redirect: 'manual' });

    it('sends the brotli or gzip copy the browser accepts, never compressing per request', async () => {
      const br = await get('/main.0123abcd89.js');
      expect([br.status, br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual([200, 'br', 'Accept-Encoding']);
      expect(await br.text()).toBe(big);
      const gz = await get('/main.0123abcd89.js', 'gzip');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await gz.text()).toBe(big);
    });

    it('caches hashed assets for good and revalidates the manifests and pages', async () => {
      expect((await get('/main.0123abcd89.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const path of ['/remotes.json', '/', '/pricing', '/tools/cover-letter']) {
        const res = await get(path);
        expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
        expect(res.headers.get('content-security-policy')).toBe(sitePolicy());
      }
    });

    it('serves a pre-rendered page as its own HTML, and the page template for any other route', async () => {
      expect(await (await get('/')).text()).toContain('<h1>AI career tools</h1>');
      expect(await (await get('/pricing')).text()).toContain('<h1>Pay only for what you use</h1>');
      expect(await (await get('/tools/cover-letter')).text()).toContain('<div id="root"></div>');
    });

    it('serves no source map, no compressed copy by name, and 404 for a file that is not there', async () => {
      for (const path of ['/main.0123abcd89.js.map', '/main.0123abcd89.js.br', '/main.0123abcd89.js.gz', '/missing.js']) {
        expect([path, (await get(path)).status]).toEqual([path, 404]);
      }
    });
  });
});
