// The layer rules in biome.json (docs/architecture.md) catch what they are meant to: each case
// plants files that break one rule inside the real tree, lints only them, and expects Biome to
// fail naming the rule. The planted files are removed whatever happens.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const tag = `zz-lint-layers-${process.pid}`;
let planted: string[] = [];

/** Writes files (paths relative to the repo root) and returns them. */
function plant(files: Record<string, string>): string[] {
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    planted.push(full);
  }
  return Object.keys(files);
}

async function lint(paths: string[]): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--colors=off', ...paths], { cwd: root });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

afterEach(() => {
  for (const file of planted) rmSync(file, { force: true });
  planted = [];
});

describe('layer rules (biome.json)', { timeout: 30_000 }, () => {
  const refused: { what: string; files: Record<string, string>; says: string[] }[] = [
    {
      what: 'an import cycle',
      files: {
        [`src/server/${tag}-a.ts`]: `import { b } from './${tag}-b.ts';\nexport const a = () => b;\n`,
        [`src/server/${tag}-b.ts`]: `import { a } from './${tag}-a.ts';\nexport const b = () => a;\n`,
      },
      says: ['lint/suspicious/noImportCycles'],
    },
    {
      what: 'a web host importing another host',
      files: {
        [`src/web/admin/${tag}.ts`]: `import page from '../public/login/login-page.tsx';\nexport { page };\n`,
      },
      says: ['lint/style/noRestrictedImports', 'A web host imports no other host'],
    },
    {
      what: 'shared importing the server',
      files: {
        [`src/shared/${tag}.ts`]: `import { buildApp } from '../server/app.ts';\nexport { buildApp };\n`,
      },
      says: ['lint/style/noRestrictedImports', 'src/shared is pure and isomorphic'],
    },
    {
      what: 'components importing a host',
      files: {
        [`src/web/components/${tag}.ts`]: `import page from '../public/login/login-page.tsx';\nexport { page };\n`,
      },
      says: ['lint/style/noRestrictedImports', 'src/web/components and src/web/lib serve every host'],
    },
  ];

  it.each(refused)('fails on $what', async ({ files, says }) => {
    const { failed, output } = await lint(plant(files));
    expect(failed).toBe(true);
    for (const text of says) expect(output).toContain(text);
  });

  it('lets the server import only the guest site render entry points from web', async () => {
    const paths = plant({
      [`src/server/${tag}.ts`]: `import { GuestSite } from '../web/guest/guest-site.tsx';\nimport { Paragraphs } from '../web/guest/sections/paragraphs.tsx';\nexport const parts = [GuestSite, Paragraphs];\n`,
    });
    const { failed, output } = await lint(paths);
    expect(failed).toBe(true);
    expect(output).toContain('The server imports from src/web only the entry points');
    // Line 2 (a section) is refused; line 1 (the page's render entry point) is not.
    expect(output).toMatch(new RegExp(`${tag}\\.ts:2:\\d+ lint/style/noRestrictedImports`));
    expect(output).not.toMatch(new RegExp(`${tag}\\.ts:1:\\d+ lint/style/noRestrictedImports`));
  });
});
