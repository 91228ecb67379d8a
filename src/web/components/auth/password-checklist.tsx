// The five password rules of SPEC 5 and "Não é uma senha comum", ticked live as the person types.
import { Check, X } from 'lucide-react';
import { checkPasswordRules, passwordChecklist } from '../../../shared/auth/password-rules.ts';

export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  const met = checkPasswordRules(password);
  return (
    <ul id={id} aria-label="Requisitos da senha" className="mt-3 grid gap-1.5 text-sm">
      {passwordChecklist.map((rule) => {
        const ok = met[rule.id];
        return (
          <li
            key={rule.id}
            data-met={ok}
            className={`flex items-center gap-2 ${ok ? 'text-teal-dark' : 'text-muted'}`}
          >
            <span
              className={`grid size-5 shrink-0 place-items-center rounded-full ${ok ? 'bg-teal-soft' : 'bg-ink/5'}`}
              aria-hidden="true"
            >
              {ok ? <Check className="size-3.5" /> : <X className="size-3.5" />}
            </span>
            <span>
              {rule.label}
              <span className="sr-only">{ok ? ' (atendido)' : ' (pendente)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
