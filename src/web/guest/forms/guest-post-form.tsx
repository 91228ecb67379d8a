// The frame of a guest form island: a card that posts to `action` without JavaScript (the server
// checks it with the shared schema and answers with its messages); hydrated, the form checks and
// sends itself. The browser's own checks stay off even before hydration, so a form sent before the
// island is there reaches the page's loader, which hands it to the island (ADR 030), and the guest
// reads the schema's words, not the browser's. A failure that is about no field shows above the
// button.
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './guest-field.tsx';

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
  return (
    <form
      className="card form"
      method="post"
      action={action}
      noValidate
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
