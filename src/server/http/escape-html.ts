// Text placed in HTML the server writes by hand (e-mails, the guest site's shell, dev pages).
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
