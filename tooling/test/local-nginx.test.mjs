// The nginx the scale-out test and bench run is the repository's example site with only its ports
// and certificate changed: the listen ports, the certificate's files and one upstream server line per
// API process, with the example's options.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const { siteWithPorts } = createRequire(import.meta.url)('../local-nginx.cjs');
const example = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx/fireworks.conf'), 'utf8');
const withoutPorts = (text) => text.replace(/^\s*(server 127\.0\.0\.1:\d+.*|listen .*|ssl_certificate(_key)? .*);\n/gm, '');
const tls = { port: 8443, certificate: '/run/test/localhost.crt', key: '/run/test/localhost.key' };

test('three processes: the example with their ports and its own options, nothing else changed', () => {
  const site = siteWithPorts(8080, [4001, 4002, 4003], tls);
  assert.match(site, /^\s*listen 127\.0\.0\.1:8080;$/m);
  assert.match(site, /^\s*listen 127\.0\.0\.1:8443 ssl http2;$/m);
  assert.match(site, /^\s*ssl_certificate \/run\/test\/localhost\.crt;$/m);
  assert.match(site, /^\s*ssl_certificate_key \/run\/test\/localhost\.key;$/m);
  const servers = [...site.matchAll(/^\s*server (127\.0\.0\.1:\d+) max_fails=1 fail_timeout=10s;$/gm)].map((m) => m[1]);
  assert.deepEqual(servers, ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003']);
  assert.equal(withoutPorts(site), withoutPorts(example));
});

test('one process: one upstream server line', () => {
  const site = siteWithPorts(8080, [4001], tls);
  assert.equal([...site.matchAll(/^\s*server 127\.0\.0\.1:\d+/gm)].length, 1);
  assert.equal(withoutPorts(site), withoutPorts(example));
});
