import { describe, expect, it } from 'vitest';
import { expectReadableCard } from './stationery.test-support.ts';
import {
  defaultStationeryTexts,
  readStationeryDesign,
  stationeryDesignInput,
  stationeryFileName,
  stationeryItems,
  stationeryLayouts,
  stationeryPalette,
  stationeryWhatsappMessage,
  whatsappShareUrl,
} from './stationery.ts';
import { defaultThemeDesign } from './theme-design.ts';

const facts = {
  name1: 'Mariana',
  name2: 'João',
  weddingDate: '2027-05-15',
  place: 'Igreja Nossa Senhora do Brasil',
  siteAddress: 'noivos.nossosim.com.br/mariana-e-joao',
};

describe('papelaria', () => {
  it("fills every item's texts from the wedding's data", () => {
    for (const item of stationeryItems) {
      const texts = defaultStationeryTexts(item, facts);
      expect(texts.names).toBe('Mariana & João');
      expect(texts.date).toBe('15 de maio de 2027');
      expect(texts.footer).toBe('noivos.nossosim.com.br/mariana-e-joao');
      expect(stationeryDesignInput.safeParse({ layout: 'classico', texts }).success).toBe(true);
    }
    expect(defaultStationeryTexts('convite', facts).place).toBe('Igreja Nossa Senhora do Brasil');
    // A Save the Date announces the date; the place comes with the invitation.
    expect(defaultStationeryTexts('save-the-date', facts).place).toBe('');
  });

  it('leaves the date empty until the couple sets it, and names a couple without names', () => {
    const texts = defaultStationeryTexts('convite', { ...facts, name1: '', name2: '', weddingDate: null });
    expect(texts).toMatchObject({ names: 'Os noivos', date: '' });
  });

  it('offers at least three layouts', () => {
    expect(stationeryLayouts.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses empty names and texts past their limits in pt-BR', () => {
    const texts = defaultStationeryTexts('convite', facts);
    const result = stationeryDesignInput.safeParse({
      layout: 'papiro',
      texts: { ...texts, names: ' ', heading: 'x'.repeat(61) },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'layout: Escolha um dos modelos.',
      'texts.heading: O título pode ter até 60 caracteres.',
      'texts.names: Escreva os nomes do casal.',
    ]);
  });

  it('shows the defaults when nothing valid was saved', () => {
    const view = readStationeryDesign('comunicado', { layout: 'moldura', texts: { names: 42 } }, facts);
    expect(view).toMatchObject({ layout: 'classico', saved: false });
    expect(view.texts).toEqual(view.defaults);
  });

  it('keeps every text colour readable on the card, even from a theme with pale colours', () => {
    const pale = {
      ...defaultThemeDesign.colors,
      primary: '#f7d6e6',
      sectionTitleColor: '#fbe3ee',
      text: '#cccccc',
      textLight: '#dddddd',
    };
    for (const colors of [defaultThemeDesign.colors, pale]) expectReadableCard(stationeryPalette(colors));
    // Decoration keeps the theme's own colour.
    expect(stationeryPalette(pale).primary).toBe('#f7d6e6');
  });

  it('writes the WhatsApp message with the link, and names the files', () => {
    const message = stationeryWhatsappMessage('save-the-date', 'Mariana & João', 'https://x.br/m');
    expect(message).toBe(
      'Olá! Reserve a data: Mariana & João vão se casar! Em breve enviaremos o convite. https://x.br/m',
    );
    expect(stationeryWhatsappMessage('comunicado', 'Ana & Rui', '')).toBe(
      'Olá! Temos um aviso sobre o casamento de Ana & Rui. Em breve enviaremos mais detalhes.',
    );
    expect(whatsappShareUrl('Oi & tchau')).toBe('https://wa.me/?text=Oi%20%26%20tchau');
    expect(stationeryFileName('convite', 'mariana-e-joao', 'pdf')).toBe('convite-mariana-e-joao.pdf');
  });
});
