// How long a PIX code has left, as the countdown beside it reads: "29:41", or "1 h 05 min" past an hour.

export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${two(minutes)} min`;
  return `${two(minutes)}:${two(seconds % 60)}`;
}
