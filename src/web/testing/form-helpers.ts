// What form tests do again and again: fill a form and press its button, make the mocked API call
// refuse as the server would, check a refusal (the form's line, role "alert", reads the message and
// the fields it is about are marked wrong) and type a new value over a field's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ApiError, type ApiIssue } from '../lib/api.ts';

/** Fills each field found by its label, in order: picks the option of a select, types into the rest. */
export async function fillIn(fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else await userEvent.type(field, value);
  }
}

/** Presses the button with this accessible name. */
export async function press(name: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name }));
}

/** Fills the fields (`fillIn`), then presses the button named `button`. */
export async function fillAndPress(fields: Record<string, string>, button: string): Promise<void> {
  await fillIn(fields);
  await press(button);
}

/** A mocked API call the server refuses: it rejects with the `ApiError` the server's answer becomes. */
export function refusedWith(status: number, code: string, message: string, issues?: ApiIssue[]) {
  return async (..._args: unknown[]): Promise<never> => {
    throw new ApiError(status, code, message, issues);
  };
}

/** The form's error line reads `message`, and each of `fields` is marked wrong (`aria-invalid`). */
export async function expectRefusal(message: string, ...fields: HTMLElement[]): Promise<void> {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  for (const field of fields) expect(field.getAttribute('aria-invalid')).toBe('true');
}

/** Replaces what a field holds with `text`, as a person would (select all, type). */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
