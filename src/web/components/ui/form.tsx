// The form kit (react-hook-form with the shared zod schemas): `useZodForm` makes the form, `<Form>`
// submits it one at a time (fields locked, a spinner on the button, failures inline and as a toast),
// `<FormField>` gives every control its label, hint and error, tied by `aria-describedby`. A server
// refusal lands on the field it is about: a `VALIDATION` reply's issues by their path, a business
// error by the code→field map the form passes (`serverFields`); anything else above the button.
// With `quiet`, an error about a field shows once, inline (no toast), and goes as the fields change.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComponentProps,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  type RefCallback,
  useContext,
  useEffect,
  useId,
} from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { errorMessage, useFormAction } from '../../lib/use-form-action.ts';
import { Button } from './button.tsx';
import { FormError } from './form-error.tsx';
import { Label } from './label.tsx';
import { SubmitButton } from './submit-button.tsx';

/** A form validated by `schema` on submit, then on every change of a field found wrong. */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    // The resolver's overloads cannot follow a generic schema; the form's types come from `Schema`.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  });
}

interface FormState {
  pending: boolean;
  /** Set when the form shows its errors as one line (`summarize`): the id of that line. */
  summaryId?: string;
  /** Runs another action of the form (a second button): locked with the submit, failures inline. */
  run: (action: () => Promise<unknown>) => Promise<void>;
}
const FormStateContext = createContext<FormState>({
  pending: false,
  run: (action) => action().then(() => {}),
});

/** Whether the enclosing `<Form>` is submitting. */
export function useFormPending(): boolean {
  return useContext(FormStateContext).pending;
}

/**
 * Runs an action other than the submit (a "send me a code" button) as the enclosing `<Form>` runs
 * its submit: one at a time, fields locked, a failure shown above the footer.
 */
export function useFormRun(): FormState['run'] {
  return useContext(FormStateContext).run;
}

/** A second button's action ("Remover senha", "Restaurar padrão"), run as `useFormRun` runs it. */
export function useFormAside(): (action: () => Promise<unknown>) => void {
  const run = useFormRun();
  return (action) => void run(action);
}

/** Returned by `onSubmit` when it leaves the page: the form stays locked until it is gone. */
export { LEAVING } from '../../lib/use-form-action.ts';

/** What a form of the kit is told: its form, how it saves and how its failures show. */
export interface FormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => Promise<unknown>;
  /** Business error codes that are about one field: the message shows under that field. */
  serverFields?: Partial<Record<string, FieldPath<Input>>>;
  /** The text of a failure that is about no field (default: the server's message). */
  describeError?: (err: unknown) => string;
  /** The fields. */
  children: ReactNode;
  /** Below the form's error: the submit button and any other action. */
  footer?: ReactNode;
  errorId?: string;
  /** The fields' box (default: the form's classes; a dialog's form keeps its margin outside). */
  fieldsetClassName?: string;
  /**
   * One line for the whole form instead of a message under each field (forms whose texts are
   * form-level, "Preencha todos os campos."): the first field's message shows above the footer,
   * and the fields found wrong are only marked, described by that line.
   */
  summarize?: boolean;
  /** The failure toast's title, the message below it (default: the message alone). */
  failureTitle?: string;
  /**
   * An error about a field shows once, inline, and goes when the fields change: no toast repeats a
   * wrong field or a server refusal placed on its field, and the summarized line follows the fields.
   */
  quiet?: boolean;
}

export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  serverFields = {},
  describeError = errorMessage,
  children,
  footer,
  className = 'grid gap-5',
  fieldsetClassName = className,
  errorId,
  summarize = false,
  failureTitle,
  quiet = false,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> & FormProps<Input, Output>) {
  const { pending, error, fail, clearError, run } = useFormAction({ failureTitle });
  const fallbackId = useId();
  const lineId = errorId ?? fallbackId;

  const placeOnField = (err: unknown): boolean => {
    if (!(err instanceof ApiError)) return false;
    const placed: FieldPath<Input>[] = [];
    for (const issue of err.issues) {
      if (!issue.path || !hasField(form.getValues(), issue.path)) continue;
      const name = issue.path as FieldPath<Input>;
      form.setError(name, { type: 'server', message: issue.message });
      placed.push(name);
    }
    const field = serverFields[err.code];
    if (field) {
      form.setError(field, { type: 'server', message: err.message });
      placed.push(field);
    }
    if (placed[0]) form.setFocus(placed[0]);
    return placed.length > 0;
  };

  const onInvalid = (errors: FieldErrors<Input>) => {
    if (!summarize || quiet) return;
    const first = firstMessage(errors);
    if (first) fail(first);
  };

  // A quiet form's failure is about what was typed: typing again takes it away.
  useEffect(() => {
    if (!quiet) return;
    const { unsubscribe } = form.watch(() => clearError());
    return unsubscribe;
  }, [quiet, form, clearError]);

  const submit = form.handleSubmit(
    (values) =>
      run(
        async () => {
          try {
            return await onSubmit(values);
          } catch (err) {
            // A refusal shown on its field still toasts (the form may be long); the inline line stays
            // for what no field explains.
            if (!placeOnField(err)) throw err;
            if (!quiet) throw new FieldError(describeError(err));
          }
        },
        (err) => (err instanceof FieldError ? err.message : describeError(err)),
      ),
    onInvalid,
  );

  const fieldMessage = quiet ? firstMessage(form.formState.errors) : undefined;
  const formError =
    summarize && fieldMessage !== undefined
      ? fieldMessage
      : summarize || !Object.keys(form.formState.errors).length
        ? error
        : null;
  return (
    <FormStateContext.Provider
      value={{
        pending,
        summaryId: summarize ? lineId : undefined,
        run: (action) => run(action, describeError),
      }}
    >
      <form
        noValidate
        aria-busy={pending}
        className={className}
        {...props}
        onSubmit={(event) => void submit(event)}
      >
        <fieldset disabled={pending} className={`min-w-0 ${fieldsetClassName}`}>
          {children}
        </fieldset>
        <FormError id={lineId} message={formError} />
        {footer}
      </form>
    </FormStateContext.Provider>
  );
}

class FieldError extends Error {}

/** Whether the form has a field at this dotted path (`name`, `members.0.phone`). */
function hasField(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** The first wrong field's message, as a summarized line shows it. */
function firstMessage(errors: FieldErrors): string | undefined {
  const first = Object.values(errors).find((e) => typeof e?.message === 'string');
  return first ? String(first.message) : undefined;
}

/** What a control needs from its field: spread onto an `<Input>`, `<Select>`, `<Textarea>`... */
export interface FieldControlProps extends Pick<UseFormRegisterReturn, 'name' | 'onChange' | 'onBlur'> {
  id: string;
  ref: RefCallback<HTMLElement>;
  invalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Beside the label, on its line (a "Esqueceu a senha?" link). */
  labelAside?: ReactNode;
  /** The control's id, when a test or a link needs a fixed one (default: a generated id). */
  id?: string;
}

/** The field's id, validity and description, and the frame (label, hint, error) around its control. */
function useFieldFrame({ id: fixedId, hint }: FieldFrameProps, message: string | undefined) {
  const { summaryId } = useContext(FormStateContext);
  const generated = `campo-${useId().replaceAll(':', '')}`;
  const id = fixedId ?? generated;
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = message ? (summaryId ?? `${id}-erro`) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const aria = {
    id,
    invalid: Boolean(message),
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  return { aria, id, hintId, errorId: summaryId ? undefined : errorId };
}

function FieldFrame({
  label,
  hint,
  className,
  labelAside,
  id,
  hintId,
  errorId,
  message,
  children,
}: FieldFrameProps & {
  id: string;
  hintId?: string;
  errorId?: string;
  message?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {message && errorId && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** A field of `form` named `name`, framed with its label: `children` renders its control. */
type BoundFieldProps<Input extends FieldValues, Output, Name, Control> = FieldFrameProps & {
  form: UseFormReturn<Input, unknown, Output>;
  name: Name;
  children: (control: Control) => ReactNode;
};

/**
 * A labelled field: `children` renders the control from the props it is given (registered with the
 * form, with its id, validity and description). `label` may be a node (a link beside it, say).
 */
export function FormField<Input extends FieldValues, Output>({
  form,
  name,
  children,
  ...frame
}: BoundFieldProps<Input, Output, FieldPath<Input>, FieldControlProps>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  const { aria, ...ids } = useFieldFrame(frame, message);
  const registered = form.register(name);
  return (
    <FieldFrame {...frame} {...ids} message={message}>
      {children({ ...registered, ref: registered.ref as RefCallback<HTMLElement>, ...aria })}
    </FieldFrame>
  );
}

/** What a controlled control needs: the value and a change callback that takes the new value. */
export interface ControlledFieldProps<Value> extends Omit<FieldControlProps, 'onChange' | 'onBlur' | 'name'> {
  name: string;
  onBlur: () => void;
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A labelled field whose control is given the value rather than registered: masked inputs,
 * selects of numbers, switches, comboboxes.
 */
export function FormControlledField<Input extends FieldValues, Output, Name extends FieldPath<Input>>({
  form,
  name,
  children,
  ...frame
}: BoundFieldProps<Input, Output, Name, ControlledFieldProps<FieldPathValue<Input, Name>>>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  const { aria, ...ids } = useFieldFrame(frame, message);
  return (
    <FieldFrame {...frame} {...ids} message={message}>
      {children({
        name: field.name,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref as RefCallback<HTMLElement>,
        ...aria,
      })}
    </FieldFrame>
  );
}

/** The submit button of the enclosing `<Form>`: a spinner and `pendingLabel` while it submits. */
export function FormSubmit({
  children,
  pendingLabel,
  className,
  disabled,
}: {
  children: ReactNode;
  pendingLabel?: string;
  className?: string;
  /** Kept off until the form can be sent (a password that meets the rules, say). */
  disabled?: boolean;
}) {
  const pending = useFormPending();
  return (
    <SubmitButton pending={pending} pendingLabel={pendingLabel} className={className} disabled={disabled}>
      {children}
    </SubmitButton>
  );
}

/** A button of the enclosing `<Form>` that runs `action` instead of submitting (see `useFormAside`). */
export function FormAsideButton({
  action,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'type'> & { action: () => Promise<unknown> }) {
  const pending = useFormPending();
  const aside = useFormAside();
  return <Button {...props} disabled={pending || disabled} onClick={() => aside(action)} />;
}
