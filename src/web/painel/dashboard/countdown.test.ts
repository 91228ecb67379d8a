import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.ts';

describe('countdownText', () => {
  it('counts the days left, in the singular for the eve', () => {
    expect(countdownText(120)).toBe('Faltam 120 dias');
    expect(countdownText(1)).toBe('Falta 1 dia');
  });
  it('celebrates the day and marks a past wedding', () => {
    expect(countdownText(0)).toBe('É hoje!');
    expect(countdownText(-3)).toBe('Casamento realizado');
  });
  it('asks for a date when there is none', () => {
    expect(countdownText(null)).toBe('Data não definida');
  });
});
