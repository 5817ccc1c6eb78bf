/**
 * nginx (Debian's package) with the repository's example site, deploy/nginx/fireworks.conf, in front
 * of API processes on this machine: the scale-out test and `pnpm bench --only scale-out` run it.
 * The site file is used as it is, with only its `listen` and upstream `server` ports replaced and a
 * self-signed certificate for `localhost` (made with openssl) in place of its TLS certificate's paths;
 * a minimal main configuration of its own keeps pid, logs, the certificate and temporary files in a
 * private prefix folder (`-p`, `-c`, `-e`, `-g 'daemon off;'`), so it needs no root and touches
 * nothing of the system's. Plain HTTP answers at `url`, HTTPS with HTTP/2 at `tlsUrl` (a browser
 * there must accept the self-signed certificate: Chromium's --ignore-certificate-errors).
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const SITE = path.resolve(__dirname, '..', 'deploy', 'nginx', 'fireworks.conf');

/** nginx's path, or an error saying how to get it (callers fail with it, never skip). */
function nginxBinary() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: install it (Debian: apt-get install nginx-light) or set NGINX_BIN.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The example site with this run's ports and certificate: `listen 80;` → `port`, `listen 443 ssl http2;`
 * → `tls.port` (with `tls.certificate` and `tls.key` as its files), the upstream's servers → `apiPorts`.
 */
function siteWithPorts(port, apiPorts, tls) {
  const site = fs.readFileSync(SITE, 'utf8');
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( .*)?;$/gm)];
  const expected = [/^\s*listen 80;$/m, /^\s*listen 443 ssl http2;$/m, /^\s*ssl_certificate \S+;$/m, /^\s*ssl_certificate_key \S+;$/m];
  if (servers.length === 0 || !expected.every((line) => line.test(site))) {
    throw new Error(
      `${SITE} lacks 'server 127.0.0.1:…' lines, 'listen 80;', 'listen 443 ssl http2;' or its certificate lines: update tooling/local-nginx.cjs with it`,
    );
  }
  const options = servers[0][2] ?? '';
  const upstream = apiPorts.map((p) => `${servers[0][1]}server 127.0.0.1:${p}${options};`).join('\n');
  const start = servers[0].index;
  const last = servers.at(-1);
  const end = last.index + last[0].length;
  return `${site.slice(0, start)}${upstream}${site.slice(end)}`
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${tls.port} ssl http2;`)
    .replace(/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${tls.certificate};`)
    .replace(/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${tls.key};`);
}

/** A self-signed certificate for localhost in `folder` (valid two days): its file names. */
function selfSignedCertificate(folder) {
  const certificate = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  execFileSync('openssl', ['req', '-x509', ...ecKey, '-keyout', key, '-out', certificate, '-days', '2', ...subject], { stdio: 'pipe' });
  return { certificate, key };
}

/**
 * Starts nginx in front of `apiPorts` and resolves once GET /api/health answers through it.
 * `upstreamHeader`: answers carry X-Upstream (the process that answered, $upstream_addr), for tests.
 */
async function startNginx({ apiPorts, upstreamHeader = false }) {
  const binary = nginxBinary();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-nginx-'));
  const port = await freePort();
  const tls = { port: await freePort(), ...selfSignedCertificate(prefix) };
  fs.writeFileSync(path.join(prefix, 'fireworks.conf'), siteWithPorts(port, apiPorts, tls));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    [
      // As root, the workers would switch to 'nobody', who cannot write this private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (k) => `  ${k}_temp_path ${prefix}/tmp/${k === 'client_body' ? 'body' : k};`,
      ),
      upstreamHeader ? '  add_header X-Upstream $upstream_addr always;' : '',
      `  include ${prefix}/fireworks.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'];
  try {
    execFileSync(binary, [...args, '-t'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx refused the configuration: ${String(error.stderr ?? error.message).trim()}`);
  }
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (log: ${prefix}/error.log)`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 300) throw new Error('nginx did not answer /api/health within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** The same site over HTTPS with HTTP/2 (self-signed certificate for localhost). */
    tlsUrl: `https://localhost:${tls.port}`,
    /** The self-signed certificate's file (PEM): a client trusts `tlsUrl` with it as its CA. */
    certificate: tls.certificate,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}

module.exports = { nginxBinary, siteWithPorts, startNginx };
