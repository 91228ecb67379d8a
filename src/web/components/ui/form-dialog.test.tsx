// A form dialog closes when its save resolves, stays open with the reason when it fails, and cannot
// be closed (Escape, the close button) while the save is still under way.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { FormField, useZodForm } from './form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { Input } from './input.tsx';

const schema = z.object({ name: z.string().trim().min(1, 'Informe o nome.') });

function Sample({ save }: { save: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(schema, { defaultValues: { name: 'Cozinha' } });
  return (
    <FormDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Editar categoria"
      form={form}
      onSubmit={save}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
    >
      <FormField form={form} name="name" label="Nome">
        {(control) => <Input {...control} />}
      </FormField>
    </FormDialog>
  );
}

function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the form dialog', () => {
  it('stays open while saving, whatever closes it, and closes once the save is done', async () => {
    const save = deferred();
    render(<Sample save={() => save.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('button', { name: 'Salvando...' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar e fechar' }));
    expect(screen.getByRole('dialog', { name: 'Editar categoria' })).toBeTruthy();
    save.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open with the reason when the save fails, and Escape closes it again', async () => {
    const save = deferred();
    render(<Sample save={() => save.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    save.reject(new ApiError(409, 'CONFLICT', 'Já existe uma categoria com esse nome.'));
    expect(await screen.findByText('Já existe uma categoria com esse nome.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar categoria' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
