// "Publicar Tema" asks first: the reach in sites, the colours below WCAG AA, and publishes only on
// the confirm button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultThemeDesign } from '../../../shared/theme-design.ts';
import type { ThemeDetail } from '../../../shared/theme-studio.ts';
import { PublishThemeDialog, publishReach } from './publish-theme-dialog.tsx';

vi.mock('./theme-preview-frame.tsx', () => ({ ThemePreviewFrame: () => <p>prévia do site</p> }));

/** Colours that all read at WCAG AA (the default pink primary does not). */
const readable = {
  ...defaultThemeDesign,
  colors: {
    ...defaultThemeDesign.colors,
    primary: '#0B6E4F',
    textLight: '#555555',
    sectionTitleColor: '#0B6E4F',
  },
};

function theme(over: Partial<ThemeDetail> = {}): ThemeDetail {
  return {
    id: 't1',
    name: 'Jardim',
    description: '',
    status: 'publicado',
    version: '1.3',
    tags: [],
    thumbnailUrl: null,
    design: readable,
    createdAt: '2026-01-01T12:00:00Z',
    updatedAt: '2026-01-01T12:00:00Z',
    createdBy: null,
    sitesUsing: 10,
    sections: [],
    ...over,
  };
}

describe('PublishThemeDialog', () => {
  it('states the reach and publishes only when confirmed', async () => {
    const onPublish = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    render(<PublishThemeDialog theme={theme()} open onOpenChange={onOpenChange} onPublish={onPublish} />);
    const dialog = screen.getByRole('dialog', { name: 'Publicar tema?' });
    expect(dialog.textContent).toContain('10 sites usarão esta versão.');
    expect(screen.getByRole('region', { name: 'Prévia final' }).textContent).toContain('prévia do site');
    expect(onPublish).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(onPublish).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('warns of a colour guests would struggle to read', () => {
    const design = { ...readable, colors: { ...readable.colors, text: '#cccccc' } };
    render(<PublishThemeDialog theme={theme({ design })} open onOpenChange={vi.fn()} onPublish={vi.fn()} />);
    screen.getByText('Contraste abaixo do recomendado (WCAG AA)');
    expect(screen.getByRole('listitem').textContent).toMatch(/^Texto: contraste de 1,1:1 \(mínimo 4,5:1\)/);
    expect(screen.getByRole('button', { name: 'Publicar mesmo assim' }).hasAttribute('disabled')).toBe(false);
  });

  it('words the reach by count', () => {
    expect(publishReach(1)).toBe('1 site usará esta versão.');
    expect(publishReach(0)).toBe('Nenhum site usa este tema ainda: os casais poderão escolhê-lo.');
  });
});
