// Dates of answers and messages as the couple reads them: "18/09/2027 às 14:32".
const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${date.format(d)} às ${time.format(d)}`;
}

/** An answer changed (by the guest again or by the couple) more than a minute after it came in. */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  return Date.parse(updatedAt) - Date.parse(createdAt) > 60_000;
}
