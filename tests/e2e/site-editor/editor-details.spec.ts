// The editor's refusals and smaller flows: a file that is not a photo, music by link, videos
// only from YouTube or Vimeo, an added gallery with several photos, deleting an added section.

import { mp3Sample } from '../../../src/server/testing/audio-samples.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  pngPhoto,
  saving,
  siteState,
  standInMusicPlayers,
  toast,
  watchConsole,
} from './site-editor-helpers.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('a file that is not an image is refused with the server message', async ({ page, database }) => {
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/introducao');
    await page.getByLabel('Enviar foto (Foto de capa)').setInputFiles({
      name: 'convite.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('isto não é uma foto'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Envie uma imagem JPG, PNG, WebP ou HEIC.' }),
    ).toBeVisible();
    await expect(toast(page, 'convite.txt: Envie uma imagem JPG, PNG, WebP ou HEIC.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de capa' })).toHaveCount(0);
  });

  test('music by link shows its player, keeps an uploaded file, and the link can be removed', async ({
    page,
    database,
  }) => {
    const errors = watchConsole(page);
    await standInMusicPlayers(page);
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/musica');
    await expect(page.getByText('Nenhuma música escolhida. O site fica em silêncio.')).toBeVisible();
    await page.getByLabel('Link da música').fill('não é um link');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Use um link do YouTube ou do Spotify.' }),
    ).toBeVisible();

    await saving(page, /\/site\/settings$/, 'PUT', () =>
      page.getByLabel('Enviar música').setInputFiles({
        name: 'nossa-musica.mp3',
        mimeType: 'audio/mpeg',
        buffer: mp3Sample(),
      }),
    );
    await expect(page.getByText('O site toca o arquivo enviado.')).toBeVisible();
    const { mediaId } = (await siteState(page, couple.wedding.id)).settings.music;
    expect(mediaId).toBeTruthy();

    const url = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
    await page.getByLabel('Link da música').fill(url);
    await saving(page, /\/site\/settings$/, 'PUT', () =>
      page.getByRole('button', { name: 'Salvar' }).click(),
    );
    await expect(toast(page, 'Alterações salvas')).toBeVisible();
    await expect(page.getByText('O site toca o link do Spotify.')).toBeVisible();
    await expect(
      page.getByText('O arquivo enviado fica guardado e volta a tocar se vocês removerem o link.'),
    ).toBeVisible();
    const player = page.getByTitle('Prévia da música no Spotify');
    await expect(player).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    );
    expect((await siteState(page, couple.wedding.id)).settings.music).toEqual({ mediaId, url });

    await saving(page, /\/site\/settings$/, 'PUT', () =>
      page.getByRole('button', { name: 'Remover link' }).click(),
    );
    await expect(toast(page, 'Link da música removido')).toBeVisible();
    await expect(player).toHaveCount(0);
    await expect(page.getByLabel('Link da música')).toHaveValue('');
    await expect(page.getByText('O site toca o arquivo enviado.')).toBeVisible();
    expect((await siteState(page, couple.wedding.id)).settings.music).toEqual({ mediaId, url: null });
    expect(errors).toEqual([]);
  });

  test('videos accept only YouTube and Vimeo links', async ({ page, database }) => {
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/secoes');
    await saving(page, /\/site\/sections$/, 'POST', async () => {
      await page.getByRole('button', { name: 'Adicionar seção' }).click();
      await page.getByRole('menuitem', { name: 'Vídeos' }).click();
    });
    await expect(toast(page, 'Seção adicionada')).toBeVisible();
    await page.getByRole('link', { name: 'Editar conteúdo de Vídeos' }).click();
    await page.getByLabel('Link do vídeo 1').fill('https://www.instagram.com/p/abc123/');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Use um link do YouTube ou do Vimeo.' }),
    ).toBeVisible();
    await page.getByLabel('Link do vídeo 1').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Título do vídeo 1').fill('Nosso pedido');
    await expect(page.getByText('Vídeo do YouTube reconhecido.')).toBeVisible();
    await saving(page, /\/site\/sections\/[\w-]+$/, 'PATCH', () =>
      page.getByRole('button', { name: 'Salvar' }).click(),
    );
    await expect(toast(page, 'Alterações salvas')).toBeVisible();
    const videos = (await siteState(page, couple.wedding.id)).sections.find((s) => s.kind === 'videos');
    expect(videos?.content).toEqual({
      videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Nosso pedido' }],
    });
  });

  test('a gallery gets several photos and an added section is deleted after confirming', async ({
    page,
    database,
  }) => {
    const errors = watchConsole(page);
    const couple = await createPanelCouple(database.db);
    await openPanel(page, couple, '/dashboard/site/secoes');
    await expect(page.getByRole('button', { name: 'Excluir O Casal' })).toHaveCount(0);
    await expect(page.getByText('Seções padrão não podem ser excluídas, apenas ocultadas.')).toBeVisible();

    await saving(page, /\/site\/sections$/, 'POST', async () => {
      await page.getByRole('button', { name: 'Adicionar seção' }).click();
      await page.getByRole('menuitem', { name: 'Galeria de fotos' }).click();
    });
    await page.getByRole('link', { name: 'Editar conteúdo de Galeria de fotos' }).click();
    await page.getByLabel('Enviar fotos').setInputFiles([
      { name: 'praia.png', mimeType: 'image/png', buffer: await pngPhoto('#30b8b2') },
      { name: 'festa.png', mimeType: 'image/png', buffer: await pngPhoto('#f3a7c1', 600, 900) },
    ]);
    await expect(page.getByRole('img', { name: 'Foto 2' })).toBeVisible();
    await expect(page.getByText('(2 fotos)')).toBeVisible();
    await page.getByRole('button', { name: 'Remover foto 1' }).click();
    await expect(page.getByText('(1 foto)')).toBeVisible();
    await saving(page, /\/site\/sections\/[\w-]+$/, 'PATCH', () =>
      page.getByRole('button', { name: 'Salvar' }).click(),
    );
    await expect(toast(page, 'Alterações salvas')).toBeVisible();
    const gallery = (await siteState(page, couple.wedding.id)).sections.find((s) => s.kind === 'galeria');
    expect(gallery?.content.photoIds).toHaveLength(1);

    await page.getByRole('link', { name: 'Voltar às seções' }).click();
    await page.getByRole('button', { name: 'Excluir Galeria de fotos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await expect(dialog).toContainText(
      'Tem certeza que deseja excluir esta seção? Esta ação não pode ser desfeita.',
    );
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Excluir Galeria de fotos' })).toBeFocused();

    await page.getByRole('button', { name: 'Excluir Galeria de fotos' }).click();
    await saving(page, /\/site\/sections\/[\w-]+$/, 'DELETE', () =>
      dialog.getByRole('button', { name: 'Excluir', exact: true }).click(),
    );
    await expect(toast(page, 'Seção excluída')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renomear Galeria de fotos' })).toHaveCount(0);
    expect((await siteState(page, couple.wedding.id)).sections.some((s) => s.kind === 'galeria')).toBe(false);
    expect(errors).toEqual([]);
  });
});
