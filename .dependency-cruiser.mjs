// The import boundaries of README's layout, checked by `npm run boundaries` (a step of `npm test`).
// Gateway: a domain (gateway/src/domains/<d>/) imports the kit and the cores, never another domain; the cores
// (everything else in gateway/src/) import no domain, except schema.ts and server.ts, where domains are wired in, and
// contract/ (`npm run contract`, a program of its own that asks the upstream services what the domains ask, so it
// reads the report catalogue it checks).
// Every write enters the workflow engine through workflows/engine.ts; only workflows/ imports its journal and pipeline.
// Web: a domain (web/src/<d>/) imports `lib/`, `kernel/` and generated code, never another domain or the shell
// (`app/`); `kernel/` imports `lib/` but neither the shell nor a domain; `lib/` imports neither `kernel/` nor a domain.

/** web/src/ folders that are not domains. */
const WEB_CORE = ['app', 'kernel', 'lib', 'generated', 'build'];
const webCore = `(${WEB_CORE.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'gateway-domain-to-domain',
      comment: 'A gateway domain imports the kit and the cores, never another domain: move the shared piece to gateway/src/kit/.',
      severity: 'error',
      from: { path: '^gateway/src/domains/([^/]+)/' },
      to: { path: '^gateway/src/domains/', pathNot: '^gateway/src/domains/$1/' },
    },
    {
      name: 'gateway-core-to-domain',
      comment:
        'The gateway cores (kit, auth, upstreams, workflows, store, ...) import no domain; only the wiring wires domains in: schema.ts (resolvers), server.ts and gateway-services.ts (start-up services), http/routes/ (the HTTP routes a domain answers).',
      severity: 'error',
      from: {
        path: '^gateway/src/',
        pathNot: ['^gateway/src/domains/', '^gateway/src/(schema|server|gateway-services)\\.ts$', '^gateway/src/http/routes/', '^gateway/src/contract/'],
      },
      to: { path: '^gateway/src/domains/' },
    },
    {
      name: 'gateway-write-outside-the-engine',
      comment:
        "A write goes through the engine's one door, workflows/engine.ts (performChange with a change definition): the run protocol (journal.ts) and the run mechanics (pipeline.ts) are the engine's own.",
      severity: 'error',
      from: { path: '^gateway/src/', pathNot: '^gateway/src/workflows/' },
      to: { path: '^gateway/src/workflows/(journal|pipeline)\\.ts$' },
    },
    {
      name: 'web-domain-to-domain',
      comment: 'A web domain imports lib/, kernel/ and generated code, never another domain: move the shared piece to web/src/lib/.',
      severity: 'error',
      from: { path: `^web/src/([^/]+)/`, pathNot: `^web/src/${webCore}/` },
      to: { path: '^web/src/[^/]+/', pathNot: [`^web/src/$1/`, `^web/src/${webCore}/`] },
    },
    {
      name: 'web-domain-to-shell',
      comment: 'A web domain never imports the shell (web/src/app/): what domains share with the shell lives in kernel/ or lib/.',
      severity: 'error',
      from: { path: `^web/src/([^/]+)/`, pathNot: `^web/src/${webCore}/` },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-kernel-to-shell-or-domain',
      comment: 'web/src/kernel/ imports lib/ and generated code, never the shell or a domain.',
      severity: 'error',
      from: { path: '^web/src/kernel/' },
      to: { path: '^web/src/', pathNot: ['^web/src/(kernel|lib|generated)/'] },
    },
    {
      name: 'web-lib-to-kernel-or-domain',
      comment: 'web/src/lib/ imports only lib/ and generated code: not kernel/, not the shell, not a domain.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/', pathNot: ['^web/src/(lib|generated)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^web/src/generated/', '^gateway/src/generated/'] },
    includeOnly: '^(gateway|web)/src/',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
