// Music by link: a couple pastes a YouTube or Spotify link in "Configurar música", saves, and the
// guest site plays it in the service's own player below the cover. A frame that shows the stand-in
// player proves the CSP allows it.
import type { Page } from '@playwright/test';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot, shotPath } from '../support/screenshots.ts';
import { saving, standInMusicPlayers, toast, watchConsole } from './site-editor-helpers.ts';

async function pasteLink(page: Page, link: string) {
  await page.getByLabel('Link da música').fill(link);
  await expect(page.getByText('Alterações não salvas')).toBeVisible();
  await saving(page, /\/site\/settings$/, 'PUT', () => page.getByRole('button', { name: 'Salvar' }).click());
  await expect(toast(page, 'Alterações salvas')).toBeVisible();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a YouTube link pasted in the editor plays on the guest site', async ({ page, database }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    await standInMusicPlayers(page);
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/musica');
    await expect(page.getByText('Nenhuma música escolhida. O site fica em silêncio.')).toBeVisible();

    await page.getByLabel('Link da música').fill('https://exemplo.com/nossa-musica.mp3');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Use um link do YouTube ou do Spotify.' }),
    ).toBeVisible();

    await pasteLink(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    await expect(page.getByText('O site toca o link do YouTube.')).toBeVisible();
    await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
    const preview = page.getByTitle('Prévia da música no YouTube');
    await expect(preview).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(
      page.frameLocator('iframe[title="Prévia da música no YouTube"]').getByText('Player'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'música 390');
    await fullPageShot(page, 'site-editor/musica-link-390');

    await page.goto(`${hosts.noivos}/${couple.slug}`);
    const section = page.locator('#musica');
    await expect(section.getByRole('heading', { name: 'Nossa música' })).toBeVisible();
    const player = section.getByTitle('Nossa música no YouTube');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await player.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('#musica iframe').getByText('Player de música')).toBeVisible();
    const box = await player.boundingBox();
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16);
    await expect(page.locator('[data-music-toggle]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'site dos convidados 390');
    await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: shotPath('guest-polish/musica-390') });
    expect(errors).toEqual([]);
  });
});

test.describe('on a 1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a Spotify link plays on the guest site in its compact player', async ({ page, database }) => {
    const errors = watchConsole(page);
    await standInMusicPlayers(page);
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/musica');
    await pasteLink(page, 'https://open.spotify.com/intl-pt/track/4uLU6hMCjMI75M1A2tKUQC?si=abc');
    await expect(page.getByText('O site toca o link do Spotify.')).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Prévia da música no Spotify"]').getByText('Player'),
    ).toBeVisible();
    await fullPageShot(page, 'site-editor/musica-link-1280');

    await page.goto(`${hosts.noivos}/${couple.slug}`);
    const player = page.locator('#musica').getByTitle('Nossa música no Spotify');
    await expect(player).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    await player.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('#musica iframe').getByText('Player de música')).toBeVisible();
    expect((await player.boundingBox())?.height).toBe(152);
    await page.locator('#musica').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: shotPath('guest-polish/musica-1280') });
    expect(errors).toEqual([]);
  });
});
