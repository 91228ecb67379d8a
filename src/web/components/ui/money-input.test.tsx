// The BRL field inside the form kit: pt-BR amounts reach the form as centavos, are shown back
// formatted, and an unreadable amount is explained on the field it is about.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { moneyField, moneyInputMessages } from '../../../shared/money-input.ts';
import { Form, FormControlledField, FormSubmit, useZodForm } from './form.tsx';
import { MoneyInput } from './money-input.tsx';

const schema = z.object({ priceCents: moneyField() });

function GiftPrice({
  save,
  priceCents = null,
}: {
  save: (values: z.output<typeof schema>) => Promise<unknown>;
  priceCents?: number | null;
}) {
  const form = useZodForm(schema, { defaultValues: { priceCents } });
  return (
    <Form form={form} onSubmit={save} footer={<FormSubmit>Salvar</FormSubmit>}>
      <FormControlledField form={form} name="priceCents" label="Valor (R$)">
        {(control) => <MoneyInput {...control} />}
      </FormControlledField>
    </Form>
  );
}

function setup(priceCents?: number | null) {
  const save = vi.fn(async (_values: z.output<typeof schema>) => undefined);
  render(<GiftPrice save={save} priceCents={priceCents} />);
  return { save, field: screen.getByLabelText('Valor (R$)') as HTMLInputElement };
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('MoneyInput', () => {
  it('is tied to its label and opens the decimal keypad', () => {
    const { field } = setup();
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('inputmode')).toBe('decimal');
  });

  it.each([
    ['350,00', 35_000],
    ['350', 35_000],
    ['1.350,50', 135_050],
    ['R$ 1.350,50', 135_050],
  ])('hands the form "%s" as %i centavos', async (typed, cents) => {
    const { save, field } = setup();
    await userEvent.type(field, typed);
    await submit();
    expect(save).toHaveBeenCalledWith({ priceCents: cents });
  });

  it('shows the amount back formatted when the field is left', async () => {
    const { field } = setup();
    await userEvent.type(field, '1350,5');
    expect(field.value).toBe('1350,5');
    await userEvent.tab();
    expect(field.value).toBe('1.350,50');
  });

  it('starts from the amount the form holds', () => {
    const { field } = setup(5_990);
    expect(field.value).toBe('59,90');
  });

  it('keeps the caret where the person types', async () => {
    const { save, field } = setup(35_000);
    await userEvent.type(field, '1', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(field.value).toBe('1350,00');
    expect(field.selectionStart).toBe(1);
    await submit();
    expect(save).toHaveBeenCalledWith({ priceCents: 135_000 });
  });

  it('explains an amount it cannot read on the field, and does not submit', async () => {
    const { save, field } = setup();
    await userEvent.type(field, 'abc');
    await submit();
    const error = await screen.findByText(moneyInputMessages.unreadable);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.value).toBe('abc');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for the amount when the field is left empty', async () => {
    const { save } = setup();
    await submit();
    expect(await screen.findByText(moneyInputMessages.required)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
