// The frame of a guest form island: a card that posts to `action` without JavaScript; hydrated, the
// browser's own checks give way to the shared schema's, and the form sends itself. A failure that is
// about no field shows above the button.
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './guest-field.tsx';
import { useHydrated } from './use-hydrated.ts';

export function GuestPostForm({
  action,
  onSubmit,
  failure,
  submitting,
  submitLabel,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form
      className="card form"
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
    >
      {children}
      <FormAlert message={failure} />
      <button className="button button-block" type="submit" disabled={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
