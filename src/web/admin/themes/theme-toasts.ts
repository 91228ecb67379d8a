// The admin theme toasts of SPEC 8: red, titled "Erro", the spec's sentence as description (with the
// server's reason when it gave one); "Sucesso" for the default sections.
import { toast } from 'sonner';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { ApiError } from '../../lib/api.ts';

/** The spec's sentence, with the server's reason when it gave one. */
export function themeErrorText(message: string, err?: unknown): string {
  const reason =
    err instanceof ApiError && err.status !== 500 && err.message !== message ? err.message : null;
  return reason ? `${message}. ${reason}` : message;
}

export function themeError(message: string, err?: unknown): void {
  toast.error(m.errorTitle, { description: themeErrorText(message, err) });
}

export function themeSuccess(message: string, description?: string): void {
  toast.success(message, description ? { description } : undefined);
}
