// The form kit: the schema's messages and the server's refusals land on the field they are about,
// tied to it for assistive technology; what no field explains shows above the button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { expectRefusal } from '../../testing/form-helpers.ts';
import { Form, FormField, FormSubmit, useZodForm } from './form.tsx';
import { Input } from './input.tsx';

const schema = z.object({
  name: z.string().trim().min(1, 'Informe o nome.'),
  slug: z.string(),
});

function Sample({ save }: { save: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { name: '', slug: '' } });
  return (
    <Form
      form={form}
      onSubmit={save}
      serverFields={{ SLUG_TAKEN: 'slug' }}
      footer={<FormSubmit>Salvar</FormSubmit>}
    >
      <FormField form={form} name="name" label="Nome" hint="Como aparece no site.">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="slug" label="Endereço">
        {(control) => <Input {...control} />}
      </FormField>
    </Form>
  );
}

describe('the form kit', () => {
  it("shows the schema's message on the field, described by it, and does not submit", async () => {
    const save = vi.fn(async () => undefined);
    render(<Sample save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const name = screen.getByLabelText('Nome');
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Informe o nome.').id);
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Como aparece no site.').id);
    expect(save).not.toHaveBeenCalled();
  });

  it('submits the parsed values', async () => {
    const save = vi.fn(async () => undefined);
    render(<Sample save={save} />);
    await userEvent.type(screen.getByLabelText('Nome'), '  Ana e Léo ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ana e Léo', slug: '' });
  });

  it("puts a server's business refusal on its field and a validation issue on the field by path", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'SLUG_TAKEN', 'Este endereço já está em uso.'))
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'Nome longo demais.', [
          { path: 'name', message: 'Nome longo demais.' },
        ]),
      );
    render(<Sample save={save} />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const slug = screen.getByLabelText('Endereço');
    expect(await screen.findByText('Este endereço já está em uso.')).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(slug);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome longo demais.')).toBeTruthy();
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure about no field above the button', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(502, 'PAYMENT_FAILED', 'Não foi possível agora.'));
    render(<Sample save={save} />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await expectRefusal('Não foi possível agora.');
  });
});
