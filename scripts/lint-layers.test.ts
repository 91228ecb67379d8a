// The layer rules in biome.json (docs/architecture.md) catch what they are meant to: files that
// break each rule are planted inside the real tree, Biome lints only them (once, for speed), and
// each case expects a diagnostic naming its rule on its file. The planted files are always removed.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const tag = `zz-lint-layers-${process.pid}`;

const files = {
  cycleA: `src/server/${tag}-a.ts`,
  cycleB: `src/server/${tag}-b.ts`,
  host: `src/web/admin/${tag}.ts`,
  shared: `src/shared/${tag}.ts`,
  components: `src/web/components/${tag}.ts`,
  server: `src/server/${tag}.ts`,
};

const texts: Record<string, string> = {
  [files.cycleA]: `import { b } from './${tag}-b.ts';\nexport const a = () => b;\n`,
  [files.cycleB]: `import { a } from './${tag}-a.ts';\nexport const b = () => a;\n`,
  [files.host]: `import page from '../public/login/login-page.tsx';\nexport { page };\n`,
  [files.shared]: `import { buildApp } from '../server/app.ts';\nexport { buildApp };\n`,
  [files.components]: `import page from '../public/login/login-page.tsx';\nexport { page };\n`,
  // Line 1 is the guest site's render entry point (allowed), line 2 one of its sections (refused).
  [files.server]: `import { GuestSite } from '../web/guest/guest-site.tsx';\nimport { Paragraphs } from '../web/guest/sections/paragraphs.tsx';\nexport const parts = [GuestSite, Paragraphs];\n`,
};

interface Diagnostic {
  file: string;
  line: number;
  rule: string;
  text: string;
}

let failed = false;
let diagnostics: Diagnostic[] = [];

/** Biome's report, one entry per diagnostic: `path:line:column lint/group/rule ━━━` and its text. */
function parse(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const block of output.split(/\n(?=\S+:\d+:\d+ lint\/)/)) {
    const [, file, line, rule] = /^(\S+):(\d+):\d+ (lint\/\S+)/.exec(block.trimStart()) ?? [];
    if (file && line && rule) found.push({ file, line: Number(line), rule, text: block });
  }
  return found;
}

beforeAll(async () => {
  for (const [path, text] of Object.entries(texts)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const args = ['lint', '--colors=off', '--max-diagnostics=none', ...Object.keys(texts)];
  try {
    const { stdout, stderr } = await run(biome, args, { cwd: root });
    diagnostics = parse(stdout + stderr);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    failed = true;
    diagnostics = parse(stdout + stderr);
  }
}, 60_000);

afterAll(() => {
  for (const path of Object.keys(texts)) rmSync(join(root, path), { force: true });
});

const on = (file: string, rule: string) => diagnostics.filter((d) => d.file === file && d.rule === rule);

describe('layer rules (biome.json)', () => {
  it('make the lint fail', () => {
    expect(failed).toBe(true);
  });

  it('refuse an import cycle', () => {
    expect(on(files.cycleA, 'lint/suspicious/noImportCycles')).toHaveLength(1);
    expect(on(files.cycleB, 'lint/suspicious/noImportCycles')).toHaveLength(1);
  });

  it.each([
    { what: 'a web host importing another host', file: files.host, says: 'A web host imports no other host' },
    { what: 'shared importing the server', file: files.shared, says: 'src/shared is pure and isomorphic' },
    {
      what: 'components importing a host',
      file: files.components,
      says: 'src/web/components and src/web/lib serve every host',
    },
  ])('refuse $what', ({ file, says }) => {
    const found = on(file, 'lint/style/noRestrictedImports');
    expect(found).toHaveLength(1);
    expect(found[0]?.text).toContain(says);
  });

  it('let the server import only the guest site render entry points from web', () => {
    const found = on(files.server, 'lint/style/noRestrictedImports');
    expect(found.map((d) => d.line)).toEqual([2]);
    expect(found[0]?.text).toContain('The server imports from src/web only the entry points');
  });
});
