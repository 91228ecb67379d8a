// The last resort, in a process of its own: a lost connection nobody awaited is logged and the
// process goes on; any other unhandled rejection still ends it with exit code 1.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function run(reason: string) {
  const script = `
    const { handleStrayRejections } = await import('./src/server/stray-rejections.ts');
    handleStrayRejections({ error: (_o, msg) => console.log('logged:', msg) });
    Promise.reject(${reason});
    setTimeout(() => console.log('still serving'), 100);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('stray rejections', () => {
  it('keep the process up when they are a lost database connection', () => {
    const result = run(
      `Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })`,
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('logged: conexão perdida numa tarefa sem tratamento de erro');
    expect(result.stdout).toContain('still serving');
  });

  it('end the process when they are anything else', () => {
    const result = run(`new TypeError('a bug')`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TypeError: a bug');
    expect(result.stdout).not.toContain('still serving');
  });
});
