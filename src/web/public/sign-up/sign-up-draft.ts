// What the person typed in the wizard, kept in sessionStorage so a reload loses nothing.
// Never the password.
import { createContext, useContext, useEffect } from 'react';
import type { DeepPartial, FieldValues, UseFormReturn } from 'react-hook-form';

export type Gender = '' | 'noiva' | 'noivo';

export interface SignUpDraft {
  email: string;
  acceptedTerms: boolean;
  userName: string;
  userGender: Gender;
  partnerName: string;
  partnerGender: Gender;
  weddingDate: string;
  /** Digits only. */
  phone: string;
  /** The e-mail whose account step 1 created, so going back and on does not create it twice. */
  accountEmail: string;
  /** Furthest step unlocked by a successful save (1, 2 or 3). */
  reached: number;
}

export const emptyDraft: SignUpDraft = {
  email: '',
  acceptedTerms: false,
  userName: '',
  userGender: '',
  partnerName: '',
  partnerGender: '',
  weddingDate: '',
  phone: '',
  accountEmail: '',
  reached: 1,
};

const KEY = 'nosso-sim:cadastro';

export function loadDraft(): SignUpDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...emptyDraft, ...(JSON.parse(raw) as Partial<SignUpDraft>) } : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: SignUpDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode without storage: the wizard still works, only a reload forgets.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

export interface DraftContextValue {
  draft: SignUpDraft;
  update: (patch: Partial<SignUpDraft>) => void;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

export function useDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft outside the sign-up wizard');
  return value;
}

/**
 * What is typed stays in the draft, so a reload or "Voltar" loses nothing: `toDraft` turns the
 * form's values (and the field that changed) into the draft's, or null to keep it as it is.
 * It should be a function of the module, not one made anew at each render.
 */
export function useKeepInDraft<V extends FieldValues, C, O>(
  form: UseFormReturn<V, C, O>,
  toDraft: (values: DeepPartial<V>, changed: string | undefined) => Partial<SignUpDraft> | null,
) {
  const { update } = useDraft();
  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name }) => {
      const patch = toDraft(values, name);
      if (patch) update(patch);
    });
    return unsubscribe;
  }, [form, update, toDraft]);
}

export function stepPath(step: 1 | 2 | 3): string {
  return `/crie-sua-conta/passo-${step}`;
}
