// What form tests do again and again: check a refusal (the form's line, role "alert", reads the
// message and the fields it is about are marked wrong) and type a new value over a field's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

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
