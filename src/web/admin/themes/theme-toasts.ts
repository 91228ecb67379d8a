// The admin theme toasts of SPEC 8: red, titled "Erro", the spec's sentence as description (with the
// server's reason when it gave one); "Sucesso" for the default sections.
import { toast } from 'sonner';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { ApiError } from '../../lib/api.ts';

export function themeError(message: string, err?: unknown): void {
  const reason =
    err instanceof ApiError && err.status !== 500 && err.message !== message ? err.message : null;
  toast.error(m.errorTitle, { description: reason ? `${message}. ${reason}` : message });
}

export function themeSuccess(message: string, description?: string): void {
  toast.success(message, description ? { description } : undefined);
}
