// Completions of the e-mail providers most Brazilians use, offered once "@" is typed (SPEC 5).

export const emailDomains = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'icloud.com',
] as const;

export function emailSuggestions(value: string): string[] {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1) || /\s/.test(value)) return [];
  const local = value.slice(0, at);
  const typed = value.slice(at + 1).toLowerCase();
  return emailDomains.filter((d) => d.startsWith(typed) && d !== typed).map((d) => `${local}@${d}`);
}
