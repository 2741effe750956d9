// What deploy/ holds is what an operator copies: the proxies' configurations must load, and the
// files that cannot run here (Docker, systemd) must keep the settings of the tested cluster
// (deploy/haproxy.cfg under `npm run test:cluster`). The Grafana dashboard and the alert rules
// may only use series the app exports.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../src/server/observability/metrics';
import '../../src/server/observability/instance-metrics';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(existsSync);
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

describe('deploy/', () => {
  it.skipIf(!haproxy)('haproxy.cfg loads (haproxy -c: checked, not started) with the addresses from the environment', () => {
    const env = {
      ...process.env,
      MANASA_BIND: '127.0.0.1:4498',
      MANASA_STATS_BIND: '127.0.0.1:4499',
      MANASA_APP1: '127.0.0.1:1',
      MANASA_APP2: '127.0.0.1:2',
      MANASA_APP3: '127.0.0.1:3',
    };
    expect(() => execFileSync(haproxy!, ['-c', '-q', '-f', path.join(root, 'deploy/haproxy.cfg')], { env, stdio: 'pipe' })).not.toThrow();
  });

  it.skipIf(!nginx)('nginx.conf loads (nginx -t), with buffering off and long read timeouts for live updates', () => {
    // nginx resolves the upstream names when it loads: point them at this machine.
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'manasa-nginx-'));
    const config = path.join(prefix, 'nginx.conf');
    const text = read('deploy/nginx.conf');
    execFileSync('sh', ['-c', `cat > ${config}`], { input: text.replace(/server app(\d):3000/g, 'server 127.0.0.$1:3000') });
    expect(() =>
      execFileSync(nginx!, ['-t', '-q', '-p', prefix, '-c', config, '-g', `pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;`], { stdio: 'pipe' }),
    ).not.toThrow();
    const trpc = text.slice(text.indexOf('location /trpc/'));
    expect(trpc).toMatch(/proxy_buffering off;/);
    expect(trpc).toMatch(/proxy_read_timeout 65s;/);
  });

  it('the Docker image, the compose file and the systemd unit keep the tested settings', () => {
    const dockerfile = read('deploy/Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);

    const compose = read('deploy/compose.yaml');
    expect(compose).toMatch(/\.\/haproxy\.cfg:\/usr\/local\/etc\/haproxy\/haproxy\.cfg/);
    for (const i of [1, 2, 3]) expect(compose).toContain(`MANASA_APP${i}: app${i}:3000`);
    const unit = read('deploy/manasa-tours.service');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node scripts\/start\.mjs$/m);

    // The drain delay covers HAProxy's detection (fall × inter) everywhere it is set.
    const cfg = read('deploy/haproxy.cfg');
    const [, inter, fall] = /default-server check inter (\d+)s fall (\d+)/.exec(cfg)!;
    const detectionMs = Number(inter) * 1000 * Number(fall);
    for (const [file, text] of [
      ['Dockerfile', dockerfile],
      ['compose.yaml', compose],
      ['manasa-tours.service', unit],
      ['test/cluster/run.ts', read('test/cluster/run.ts')],
    ]) {
      const delay = /SHUTDOWN_DRAIN_DELAY_MS[=:]\s*'?(\d+)/.exec(text);
      expect(delay, file).not.toBeNull();
      expect(Number(delay![1]), file).toBeGreaterThan(detectionMs);
    }
  });
});

describe('the Grafana dashboard and the alert rules', () => {
  const exported = new Set(
    metricsRegistry
      .getMetricsAsArray()
      .flatMap(
        (metric) =>
          ((metric as unknown as { type: string }).type === 'histogram'
            ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
            : [metric.name]) as string[],
      ),
  );
  const seriesIn = (expression: string) => [...expression.matchAll(/\b((?:manasa|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]);

  it('query only series the app exports', () => {
    const dashboard = JSON.parse(read('deploy/grafana/manasa-dashboard.json')) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    const rules = read('deploy/grafana/alert-rules.yaml');
    const ruleExpressions = [...rules.matchAll(/^\s+expr: (.+)$/gm)].map((m) => m[1]);
    expect(expressions.length).toBeGreaterThan(8);
    expect(ruleExpressions.length).toBeGreaterThanOrEqual(4);
    const used = [...expressions, ...ruleExpressions].flatMap(seriesIn);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
    // The four alerts the operators asked for.
    for (const alert of ['ManasaHigh5xxRate', 'ManasaJobLag', 'ManasaSlowRequests', 'ManasaDatabasePoolSaturated']) expect(rules).toContain(`alert: ${alert}`);
  });
});
