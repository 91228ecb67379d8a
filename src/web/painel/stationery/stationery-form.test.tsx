// The stationery editor on the form kit: the preview follows the typing once it pauses, a text past
// its limit is refused on its field in pt-BR (and the preview shows the saved texts), and
// saving sends the layout and texts the couple chose.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultStationeryTexts, type StationeryItemView } from '../../../shared/stationery.ts';
import { retype } from '../../testing/form-helpers.ts';
import { StationeryForm } from './stationery-form.tsx';

const defaults = defaultStationeryTexts('convite', {
  name1: 'Ana',
  name2: 'Leo',
  weddingDate: '2027-05-15',
  place: 'Sítio Primavera',
  siteAddress: 'noivos.nossosim.com.br/ana-e-leo',
});
const view: StationeryItemView = {
  item: 'convite',
  layout: 'classico',
  texts: defaults,
  defaults,
  saved: false,
};
const overview = {
  items: [view],
  siteUrl: 'https://noivos.nossosim.com.br/ana-e-leo',
  sitePublished: true,
  households: 0,
};

function renderForm(onSave = vi.fn(async (design) => ({ ...view, ...design, saved: true }))) {
  render(<StationeryForm weddingId="w1" overview={overview} view={view} onSave={onSave} />);
  return onSave;
}

const previewSrc = () =>
  new URL(screen.getByRole('img', { name: 'Prévia do Convite' }).getAttribute('src')!, 'http://x');

describe('Papelaria: o editor', () => {
  it('updates the preview with the typed names once typing pauses', async () => {
    renderForm();
    expect(previewSrc().searchParams.get('names')).toBe('Ana & Leo');
    await retype(screen.getByLabelText('Nomes do casal'), 'Ana & Leonardo');
    await userEvent.click(screen.getByRole('radio', { name: 'Moldura' }));
    await waitFor(() => {
      expect(previewSrc().searchParams.get('names')).toBe('Ana & Leonardo');
      expect(previewSrc().searchParams.get('layout')).toBe('moldura');
    });
    expect(previewSrc().pathname).toBe('/api/weddings/w1/stationery/convite/preview');
  });

  it('refuses a title past its limit on its field, and previews the saved texts meanwhile', async () => {
    const onSave = renderForm();
    const title = screen.getByLabelText('Título');
    await retype(title, 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O título pode ter até 60 caracteres.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    // Typing passed through valid titles; once it pauses on the refused one, the saved title shows.
    await waitFor(() => expect(previewSrc().searchParams.get('heading')).toBe(defaults.heading));
  });

  it('saves the chosen layout and texts, and offers WhatsApp with the site link', async () => {
    const onSave = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Com foto de capa' }));
    await retype(screen.getByLabelText('Mensagem'), 'Venham celebrar!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      layout: 'foto',
      texts: { ...defaults, message: 'Venham celebrar!' },
    });
    const whatsapp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain('https://noivos.nossosim.com.br/ana-e-leo');
  });
});
