// The days-to-the-wedding counter's text (DESIGN decision (3)).
export function countdownText(days: number | null): string {
  if (days === null) return 'Data não definida';
  if (days > 1) return `Faltam ${days} dias`;
  if (days === 1) return 'Falta 1 dia';
  if (days === 0) return 'É hoje!';
  return 'Casamento realizado';
}
