// What a form test checks after a refusal: the form's line (role "alert") reads the message, and
// the fields it is about are marked wrong.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The form's error line reads `message`, and each of `fields` is marked wrong (`aria-invalid`). */
export async function expectRefusal(message: string, ...fields: HTMLElement[]): Promise<void> {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  for (const field of fields) expect(field.getAttribute('aria-invalid')).toBe('true');
}
