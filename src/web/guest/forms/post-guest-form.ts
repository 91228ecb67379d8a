// Sends a guest form to its JSON twin: the reply, or the refusal placed on the fields it is about
// (a `VALIDATION` reply's issues, by path) with the text the form shows above its button.
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, api } from '../../lib/api.ts';

export async function postGuestForm<Reply, Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  url: string,
  body: Output,
): Promise<{ reply: Reply } | { failure: string }> {
  try {
    return { reply: await api<Reply>(url, { method: 'POST', json: body }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const fields = err.issues.filter((issue) => issue.path in form.getValues());
    for (const issue of fields)
      form.setError(issue.path as FieldPath<Values>, { type: 'server', message: issue.message });
    const first = fields[0];
    if (first) form.setFocus(first.path as FieldPath<Values>);
    return { failure: err.message };
  }
}

/**
 * A hydrated guest form's submit: checked with its schema, sent by `postGuestForm`, the reply handed
 * to `onReply`; what GuestPostForm needs (the submit, the failure above the button, the lock).
 */
export function useGuestPost<Reply, Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  url: string,
  onReply: (reply: Reply) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const posted = await postGuestForm<Reply, Values, Output>(form, url, body);
    if ('failure' in posted) setFailure(posted.failure);
    else onReply(posted.reply);
  });
  return { onSubmit, failure, submitting: form.formState.isSubmitting };
}
