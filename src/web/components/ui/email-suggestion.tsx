// "Você quis dizer ana@gmail.com?" under an e-mail field: the address, when its domain looks like a
// slip, offered as a button that puts it in the field. Announced politely as it appears.
import { suggestEmail } from '../../../shared/email-typos.ts';

export function EmailSuggestion({
  email,
  onApply,
  className = '',
}: {
  email: string;
  onApply: (email: string) => void;
  className?: string;
}) {
  const suggestion = suggestEmail(email);
  // The live region stays in the page so the sentence is announced when it appears.
  return (
    <div aria-live="polite" className={className}>
      {suggestion && (
        <p className="mt-1.5 text-sm text-ink">
          Você quis dizer{' '}
          <button
            type="button"
            className="rounded font-semibold text-brand-dark underline underline-offset-2 hover:text-brand-deep"
            onClick={() => onApply(suggestion)}
          >
            {suggestion}
          </button>
          ?
        </p>
      )}
    </div>
  );
}
