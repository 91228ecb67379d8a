// Request and reply shapes of the accounts API, shared by the forms and the server.
import { z } from 'zod';
import { EMAIL_SHAPE } from '../email-shape.ts';
import { authMessages as m } from './messages.ts';
import { isCommonPassword, meetsPasswordRules, PASSWORD_MAX_LENGTH } from './password-rules.ts';

const emailRefusing = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .regex(EMAIL_SHAPE, message)
    .transform((e) => e.toLowerCase());

/** Sign-up's e-mail, refused with SPEC's own words ("insira um email válido"). */
export const signUpEmailSchema = emailRefusing(m.invalidEmail);
/** Every other account e-mail (reset, admin, shared access). */
export const emailSchema = emailRefusing(m.invalidEmailAddress);

/** Rules plus the common-password check; the form shows the checklist, the server enforces both. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, m.weakPassword)
  .refine(meetsPasswordRules, m.weakPassword)
  .refine((p) => !isCommonPassword(p), m.commonPassword);

/** A form's new password typed twice: the rules above, and a confirmation that matches. */
export const newPasswordWithConfirmation = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, {
    message: m.passwordsDiffer,
    path: ['confirmation'],
  });

export const genderSchema = z.enum(['noiva', 'noivo'], { error: m.requiredFields });

/** `(11) 98765-4321` or digits: stored as digits only, 10 or 11 of them. */
export const phoneSchema = z
  .string()
  .transform((p) => p.replace(/\D/g, ''))
  .refine((p) => p === '' || (p.length >= 10 && p.length <= 11), m.invalidPhone);

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.requiredFields);

export const precheckBody = z.object({ email: signUpEmailSchema });
export const precheckReply = z.object({ exists: z.boolean() });

export const signUpStartBody = z.object({
  email: signUpEmailSchema,
  acceptedTerms: z.literal(true, { error: m.acceptTerms }),
});

export const coupleProfileBody = z.object({
  name1: z.string().trim().min(1, m.requiredFields).max(80),
  gender1: genderSchema,
  name2: z.string().trim().min(1, m.requiredFields).max(80),
  gender2: genderSchema,
  weddingDate: isoDateSchema,
});
export type CoupleProfile = z.infer<typeof coupleProfileBody>;

export const signUpCompleteBody = z.object({
  phone: phoneSchema.optional().default(''),
  password: newPasswordSchema,
});

export const loginBody = z.object({
  email: z.string().trim().min(1, m.fillAllFields).max(254),
  password: z
    .string()
    .min(1, m.fillAllFields)
    .max(PASSWORD_MAX_LENGTH * 2),
});

export const redirectReply = z.object({ redirectTo: z.string() });

export const resetRequestBody = z.object({
  email: z.string().trim().min(1, m.resetEmailRequired).pipe(emailSchema),
});
export const resetConfirmBody = z.object({ token: z.string().min(16).max(200), password: newPasswordSchema });
export const tokenBody = z.object({ token: z.string().min(16).max(200) });

export const sessionReply = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(['couple', 'admin']),
    emailVerified: z.boolean(),
  }),
  couple: z
    .object({
      name1: z.string().nullable(),
      name2: z.string().nullable(),
      gender1: z.enum(['noiva', 'noivo']).nullable(),
      gender2: z.enum(['noiva', 'noivo']).nullable(),
      weddingDate: z.string().nullable(),
      phone: z.string().nullable(),
      /** Sign-up step reached (SPEC 3 onboarding_passo_atual): 1, 2 or 3. */
      signUpStep: z.number().int(),
      onboardingCompleted: z.boolean(),
      activeWeddingId: z.string().nullable(),
    })
    .nullable(),
  /**
   * Shared access (issue 21): how the account enters `couple.activeWeddingId`, the owner's own
   * wedding or one it was let into (then `couple` is that wedding's couple). Absent: the owner.
   */
  weddingRole: z.enum(['owner', 'partner', 'planner']).optional(),
});
export type SessionInfo = z.infer<typeof sessionReply>;

/** "Dados do Casal": names, genders and phone, changeable at any time. */
export const coupleDataBody = coupleProfileBody.omit({ weddingDate: true }).extend({ phone: phoneSchema });
export type CoupleData = z.infer<typeof coupleDataBody>;

/** "Dados do Casamento": the wedding date, changeable at any time, also after publication. */
export const weddingDateBody = z.object({ weddingDate: isoDateSchema });

export const deleteAccountBody = z.object({
  password: z
    .string()
    .min(1, 'Digite sua senha para confirmar.')
    .max(PASSWORD_MAX_LENGTH * 2),
});
