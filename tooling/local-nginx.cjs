/**
 * nginx (Debian's package) with the repository's example site, deploy/nginx/fireworks.conf, in front
 * of API processes on this machine: the scale-out test and `pnpm bench --only scale-out` run it.
 * The site file is used as it is, with only its `listen` and upstream `server` ports replaced; a
 * minimal main configuration of its own keeps pid, logs and temporary files in a private prefix
 * folder (`-p`, `-c`, `-e`, `-g 'daemon off;'`), so it needs no root and touches nothing of the system's.
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

/** The example site with this run's ports: `listen 80;` → `port`, the upstream's servers → `apiPorts`. */
function siteWithPorts(port, apiPorts) {
  const site = fs.readFileSync(SITE, 'utf8');
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( .*)?;$/gm)];
  if (servers.length === 0 || !/^\s*listen 80;$/m.test(site)) {
    throw new Error(`${SITE} has no 'server 127.0.0.1:…' lines or no 'listen 80;': update tooling/local-nginx.cjs with it`);
  }
  const options = servers[0][2] ?? '';
  const upstream = apiPorts.map((p) => `${servers[0][1]}server 127.0.0.1:${p}${options};`).join('\n');
  const start = servers[0].index;
  const last = servers.at(-1);
  const end = last.index + last[0].length;
  return `${site.slice(0, start)}${upstream}${site.slice(end)}`.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/**
 * Starts nginx in front of `apiPorts` and resolves once GET /api/health answers through it.
 * `upstreamHeader`: answers carry X-Upstream (the process that answered, $upstream_addr), for tests.
 */
async function startNginx({ apiPorts, upstreamHeader = false }) {
  const binary = nginxBinary();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'fireworks.conf'), siteWithPorts(port, apiPorts));
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
