import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/platform/compression';
import { chunksOf } from '../src/platform/preload';
import { demo, get, login, makeApp, post } from './helpers';

/**
 * How the server delivers the SPA: precompressed assets, each route's page with its preload links, compressed
 * once, and the security headers (CSP without inline scripts, nosniff, no framing).
 */

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_shared-1.js'] },
  'src/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_form-1.js', '_shared-1.js'] },
  'src/routes/kdp.tsx': { file: 'assets/kdp-1.js', imports: ['_form-1.js'], css: ['assets/kdp-1.css'] },
  'src/routes/index.tsx': { file: 'assets/home-1.js' },
  'src/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
  'src/layout/MainLayout.tsx': { file: 'assets/layout-1.js', imports: ['_shared-1.js'] },
};

function builtSpa(): string {
  // <tmp>/dist, so that a server build can sit beside it in <tmp>/dist-ssr
  const dir = join(mkdtempSync(join(tmpdir(), 'sakta-spa-')), 'dist');
  mkdirSync(dir);
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Sakta</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const js = `export const x = ${JSON.stringify('a'.repeat(4000))};`;
  writeFileSync(join(dir, 'assets', 'login-1.js'), js);
  writeFileSync(join(dir, 'assets', 'login-1.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'login-1.js.gz'), gzipSync(js));
  return dir;
}

/** A built SPA with a server build beside it (dist-ssr/entry.js) whose source is `entry`. */
function builtSpaWithServerBuild(entry: string): string {
  const dir = builtSpa();
  const ssr = join(dir, '..', 'dist-ssr');
  mkdirSync(ssr);
  writeFileSync(join(ssr, 'entry.js'), entry);
  return dir;
}

const links = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('the SPA as served', () => {
  it("names each route's chunks and CSS in its first HTML, without the entry's own", async () => {
    const { app } = makeApp({ staticDir: builtSpa() });
    const page = async (path: string) => (await get(app, path)).text();
    expect(links(await page('/login'))).toEqual([
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/form-1.js',
    ]);
    expect(links(await page('/kdp/850412401239'))).toEqual([
      'stylesheet /assets/kdp-1.css',
      'modulepreload /assets/kdp-1.js',
      'modulepreload /assets/form-1.js',
    ]);
    expect(links(await page('/'))).toEqual([
      'modulepreload /assets/layout-1.js',
      'modulepreload /assets/home-1.js',
    ]);
    expect(links(await page('/no-such-page'))).toEqual(['modulepreload /assets/not-found-1.js']);
    // A route without a built module (not in the manifest) gets none.
    expect(links(await page('/termination'))).toEqual(['modulepreload /assets/layout-1.js']);
  });

  it('compresses each page once with brotli or gzip as accepted, and precompressed assets are served as files', async () => {
    const { app } = makeApp({ staticDir: builtSpa() });
    const br = await get(app, '/login', undefined, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(
      '/assets/login-1.js',
    );
    const gz = await get(app, '/login', undefined, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<div id="root">');
    const plain = await get(app, '/login');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('<div id="root">');

    const asset = await get(app, '/assets/login-1.js', undefined, { 'Accept-Encoding': 'br' });
    expect(asset.headers.get('Content-Encoding')).toBe('br');
    expect(asset.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain(
      'export const x',
    );
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('inlines the CSS of the page', async () => {
    const dir = builtSpa();
    writeFileSync(join(dir, 'assets', 'kdp-1.css'), '.kdp{color:red}');
    const { app } = makeApp({ staticDir: dir });
    const kdp = await (await get(app, '/kdp/850412401239')).text();
    expect(kdp).toContain('<style>.kdp{color:red}</style>');
    expect(links(kdp)).not.toContain('stylesheet /assets/kdp-1.css');
    // Without the SPA's server build next to it, no page has a first paint.
    expect(kdp).not.toContain('id="prerender"');
  });

  it("hydrates the server build's app tree in the root; puts a copy before the root while the page loads its data, never cached", async () => {
    const dir = builtSpaWithServerBuild(
      `export async function prerender({ url, fetch }) {
        if (url.pathname === '/login') return { html: '<main><h1>Вход</h1></main>', handOver: 'hydrate', cacheable: true, scriptsAfterPaint: true };
        if (!url.pathname.startsWith('/kdp/')) return null;
        const health = await (await fetch(new URL('/api/health', url))).json();
        return { html: '<p>ok ' + health.ok + '</p>', handOver: 'page', cacheable: false, scriptsAfterPaint: true };
      }`,
    );
    const { app } = makeApp({ staticDir: dir });
    const login = await get(app, '/login');
    const loginHtml = await login.text();
    expect(loginHtml).toContain('<div id="root" data-hydrate><main><h1>Вход</h1></main></div>');
    expect(loginHtml).not.toContain('id="prerender"');
    // Its chunks are fetched after the first paint: listed for the entry, not preloaded with the HTML.
    expect(links(loginHtml)).toEqual([]);
    expect(loginHtml).toContain('<meta name="sakta-preload" content="/assets/login-1.js /assets/form-1.js">');
    expect(login.headers.get('Cache-Control')).toBe('no-cache');
    const kdp = await get(app, '/kdp/850412401239');
    // The page's data comes from the server's own API, in process.
    expect(await kdp.text()).toContain(
      '<div id="prerender" data-route="kdp" data-hand-over="page"><p>ok true</p></div><div id="root">',
    );
    expect(kdp.headers.get('Cache-Control')).toBe('no-store');
    expect(await (await get(app, '/')).text()).not.toContain('id="prerender"');
  });

  it("paints a customer's page in the link's language, else the cookie's, else Accept-Language's; keeps it in the cookie", async () => {
    const dir = builtSpaWithServerBuild(
      `export async function prerender({ url, language }) {
        if (!url.pathname.startsWith('/kdp/')) return null;
        return { html: '<p>' + language + '</p>', handOver: 'page', cacheable: false, scriptsAfterPaint: true };
      }`,
    );
    const { app } = makeApp({ staticDir: dir });
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const res = await get(app, path, undefined, headers);
      const html = await res.text();
      return {
        lang: /<html[^>]*\blang="(\w+)"/.exec(html)?.[1] ?? null,
        painted: /<p>(\w+)<\/p>/.exec(html)?.[1] ?? null,
        cookie: res.headers.get('Set-Cookie'),
        vary: res.headers.get('Vary'),
      };
    };
    const kk = { lang: 'kk', painted: 'kk' };
    expect(await page('/kdp/850412401239?lang=kk')).toEqual({
      ...kk,
      cookie: 'sakta_lang=kk; Path=/; Max-Age=31536000; SameSite=Lax',
      vary: 'Accept-Encoding, Accept-Language, Cookie',
    });
    expect(await page('/kdp/850412401239', { Cookie: 'x=1; sakta_lang=kk' })).toMatchObject(kk);
    expect(await page('/kdp/850412401239', { 'Accept-Language': 'en-US,kk;q=0.9,ru;q=0.8' })).toMatchObject(
      kk,
    );
    // the link beats the cookie, the cookie beats the browser; Russian by default
    const ru = { lang: null, painted: 'ru' };
    expect(await page('/kdp/850412401239?lang=ru', { Cookie: 'sakta_lang=kk' })).toMatchObject(ru);
    expect(
      await page('/kdp/850412401239', { Cookie: 'sakta_lang=ru', 'Accept-Language': 'kk' }),
    ).toMatchObject(ru);
    expect(await page('/kdp/850412401239', { 'Accept-Language': 'ru-RU,kk;q=0.9' })).toMatchObject({
      ...ru,
      cookie: 'sakta_lang=ru; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    // a page without a first paint speaks the language too; the staff's pages keep no language
    expect(await page('/epay/1001?lang=kk')).toMatchObject({ lang: 'kk', painted: null });
    expect(await page('/login', { Cookie: 'sakta_lang=kk' })).toMatchObject({ lang: null, cookie: null });
  });

  it('large JSON answers of the API are compressed; small ones are not', async () => {
    const { app, tokenFor } = makeApp();
    const large = await get(app, '/api/agreement/my-agreements', tokenFor(3), { 'Accept-Encoding': 'gzip' });
    expect(large.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()).result).toBe(true);
    const br = await get(app, '/api/agreement/my-agreements', tokenFor(3), { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const small = await get(app, '/api/health', undefined, { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });

  it('leaves out what the entry already loads', () => {
    expect(chunksOf(MANIFEST, ['src/routes/login.tsx']).js).not.toContain('assets/shared-1.js');
  });
});

describe('security headers', () => {
  it('pages carry a CSP without inline scripts, no framing, nosniff, a referrer and a permissions policy', async () => {
    const { app } = makeApp({ staticDir: builtSpa(), epayOrigin: 'https://pay.example.kz' });
    for (const path of ['/login', '/', '/epay/1001', '/index.html']) {
      const res = await get(app, path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain('frame-src https://pay.example.kz;');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
    const api = await get(app, '/api/health');
    expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(api.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('adds HSTS when the public URL is https', async () => {
    const { app } = makeApp({ staticDir: builtSpa(), publicUrl: 'https://sakta.example.kz' });
    expect((await get(app, '/login')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe("a signed-in page's first paint (the pages' session cookie)", () => {
  const cookieOf = (res: Response) => res.headers.get('Set-Cookie') ?? '';
  const tokenIn = (setCookie: string) => /sakta_page=([^;]*)/.exec(setCookie)?.[1] ?? '';

  /** A server build whose home shows the session's user, as the real one renders the shell with the user's name. */
  function withSignedInBuild() {
    const dir = builtSpaWithServerBuild(
      `export async function prerender({ url, session }) {
        if (url.pathname !== '/' || !session) return null;
        return { html: '<p>' + session.user.name + ' ' + session.ttl + '</p>', handOver: 'page', cacheable: false, scriptsAfterPaint: false };
      }`,
    );
    return makeApp({ staticDir: dir });
  }

  it('login and refresh keep the token in an HttpOnly, SameSite=Strict cookie as long as the token; logout removes it', async () => {
    const { app, config } = makeApp();
    const signedIn = await login(app, demo(4).iin);
    const grant = (await signedIn.clone().json()) as { access_token: string; ttl: number };
    const cookie = cookieOf(signedIn);
    expect(tokenIn(cookie)).toBe(grant.access_token);
    expect(cookie).toContain(`Max-Age=${config.tokenTtl}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const refreshed = await get(app, '/api/refresh', grant.access_token);
    const renewed = (await refreshed.clone().json()) as { access_token: string };
    expect(tokenIn(cookieOf(refreshed))).toBe(renewed.access_token);

    const out = await post(app, '/api/logout', undefined);
    expect(await out.json()).toEqual({ result: true });
    expect(cookieOf(out)).toMatch(/^sakta_page=; Max-Age=0; Path=\//);
  });

  it('is Secure when the server is reached over https', async () => {
    const { app } = makeApp({ publicUrl: 'https://sakta.example.kz' });
    expect(cookieOf(await login(app, demo(4).iin))).toContain('Secure');
  });

  it('is never a credential of the API: a call with the cookie alone is refused', async () => {
    const { app } = makeApp();
    const token = tokenIn(cookieOf(await login(app, demo(4).iin)));
    const call = await get(app, '/api/agreement/my-agreements', undefined, { Cookie: `sakta_page=${token}` });
    expect(call.status).toBe(401);
  });

  it("paints the signed-in user's page with its scripts preloaded, never cached; nothing for a bad, expired or blocked session", async () => {
    const { app, db, advance, config } = withSignedInBuild();
    const token = tokenIn(cookieOf(await login(app, demo(4).iin)));
    const home = (cookie?: string) => get(app, '/', undefined, cookie ? { Cookie: cookie } : {});

    const page = await home(`sakta_page=${token}`);
    const html = await page.text();
    expect(html).toContain(
      `<div id="prerender" data-route="index" data-hand-over="page"><p>${demo(4).name} ${config.tokenTtl}</p></div>`,
    );
    // the screen's chunks come with the page, not after its paint
    expect(links(html)).toContain('modulepreload /assets/home-1.js');
    expect(html).not.toContain('sakta-preload');
    expect(page.headers.get('Cache-Control')).toBe('no-store');

    expect(await (await home()).text()).not.toContain('id="prerender"');
    expect(await (await home(`sakta_page=${token}x`)).text()).not.toContain('id="prerender"');
    db.prepare('UPDATE users SET status = 2 WHERE iin = ?').run(demo(4).iin);
    expect(await (await home(`sakta_page=${token}`)).text()).not.toContain('id="prerender"');
    db.prepare('UPDATE users SET status = 1 WHERE iin = ?').run(demo(4).iin);
    expect(await (await home(`sakta_page=${token}`)).text()).toContain('id="prerender"');
    advance(config.tokenTtl * 1000);
    expect(await (await home(`sakta_page=${token}`)).text()).not.toContain('id="prerender"');
  });

  it('carries the answers the copy was painted from as data before the root, never as a script that runs', async () => {
    const dir = builtSpaWithServerBuild(
      `export async function prerender({ session }) {
        const answers = JSON.stringify({ user: session.user.iin, answers: { '/api/x': '{"name":"</script><b>"}' } });
        return { html: '<p>copy</p>', handOver: 'page', cacheable: false, scriptsAfterPaint: false, answers };
      }`,
    );
    const { app } = makeApp({ staticDir: dir });
    const token = tokenIn(cookieOf(await login(app, demo(4).iin)));
    const html = await (await get(app, '/', undefined, { Cookie: `sakta_page=${token}` })).text();
    const carried = /<script type="application\/json" id="sakta-answers">(.*?)<\/script><div id="root">/.exec(
      html,
    );
    expect(carried?.[1]).not.toContain('<');
    expect(JSON.parse(carried![1]!)).toEqual({
      user: demo(4).iin,
      answers: { '/api/x': '{"name":"</script><b>"}' },
    });
  });
});
