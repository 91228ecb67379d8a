// Where specs write the screenshots people look at: one folder, `test-results/screenshots/`
// (or SHOTS_DIR), named by area and page.
import path from 'node:path';

export const screenshotsDir = process.env.SHOTS_DIR ?? path.resolve('test-results/screenshots');

export function shotPath(name: string): string {
  return path.join(screenshotsDir, `${name}.png`);
}
