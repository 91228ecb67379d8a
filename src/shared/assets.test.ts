import { describe, expect, it } from 'vitest';
import { assetRuleMessage } from './assets.ts';

describe('asset rules', () => {
  it('names the formats and the limit of each purpose', () => {
    expect(assetRuleMessage('catalog-product')).toBe('Envie uma imagem PNG ou JPG de até 10 MB.');
    expect(assetRuleMessage('theme-thumbnail')).toBe('Envie uma imagem PNG ou JPG de até 2 MB.');
    expect(assetRuleMessage('theme-graphic')).toBe('Envie uma imagem PNG, JPG ou WebP de até 2 MB.');
  });
});
