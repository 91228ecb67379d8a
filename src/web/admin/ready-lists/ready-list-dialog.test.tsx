// The ready-made list dialog: the name is required, a new list hands back its id.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readyListMessages } from '../../../shared/ready-lists.ts';
import { expectRefusal } from '../../testing/form-helpers.ts';
import { ReadyListDialog } from './ready-list-dialog.tsx';
import { saveReadyList } from './ready-lists-api.ts';

vi.mock('./ready-lists-api.ts', () => ({ saveReadyList: vi.fn() }));

describe('ready-made list dialog', () => {
  it('asks for the name', async () => {
    render(<ReadyListDialog list={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    await expectRefusal(readyListMessages.nameRequired, screen.getByLabelText('Nome da lista *'));
    expect(saveReadyList).not.toHaveBeenCalled();
  });

  it('creates the list and hands back its id', async () => {
    vi.mocked(saveReadyList).mockResolvedValue({ id: 'lista-1' });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<ReadyListDialog list={null} onClose={onClose} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText('Nome da lista *'), ' Casa nova ');
    await userEvent.type(screen.getByLabelText('Descrição'), 'O básico');
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith('lista-1');
    expect(saveReadyList).toHaveBeenCalledWith(null, { name: 'Casa nova', description: 'O básico' });
  });
});
