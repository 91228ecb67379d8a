// Business errors carry a code; this is the one place that turns codes into HTTP statuses and
// pt-BR messages, so every reply has the same shape: { error: { code, message, issues? } }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authMessages } from '../../shared/auth/messages.ts';
import { stepUpMessages } from '../../shared/auth/step-up.ts';
import { twoFactorMessages } from '../../shared/auth/two-factor.ts';
import { catalogMessages } from '../../shared/gift-catalog.ts';
import { giftListMessages } from '../../shared/gift-list.ts';
import { unavailableTexts } from '../../shared/messages.ts';
import { onboardingErrors } from '../../shared/onboarding.ts';
import { checkoutMessages } from '../../shared/payments/checkout.ts';
import { thankYouMessages } from '../../shared/payments/gifts-received.ts';
import { payoutKeyMessages } from '../../shared/payments/payout-key.ts';
import { walletMessages } from '../../shared/payments/wallet.ts';
import { rsvpMessages } from '../../shared/rsvp.ts';
import { siteMessages } from '../../shared/site-editor.ts';
import { slugMessages } from '../../shared/slug.ts';
import { themeInUseMessage } from '../../shared/theme-studio.ts';
import { isConnectionFailure } from '../db/connection-failure.ts';
import { renderUnavailableHtml } from './unavailable-html.ts';

export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Dados inválidos. Verifique os campos e tente novamente.' },
  UNAUTHENTICATED: { status: 401, message: 'Faça login para continuar.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  FOREIGN_ORIGIN: {
    status: 403,
    message: 'Pedido recusado: ele não veio de uma página do Nosso Sim. Recarregue a página e tente de novo.',
  },
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado.' },
  RATE_LIMITED: { status: 429, message: authMessages.tooManyAttempts },
  EMAIL_IN_USE: { status: 409, message: authMessages.emailInUse },
  INVALID_CREDENTIALS: { status: 401, message: authMessages.invalidCredentials },
  ACCOUNT_INACTIVE: { status: 403, message: authMessages.accountInactive },
  ACCOUNT_HAS_MONEY: { status: 409, message: authMessages.accountHasMoney },
  ADMIN_ONLY: { status: 403, message: 'Esta área é restrita aos administradores.' },
  SIGNUP_FINISHED: { status: 409, message: 'Seu cadastro já foi concluído. Faça login para continuar.' },
  SIGNUP_INCOMPLETE: { status: 409, message: authMessages.requiredFields },
  PAST_WEDDING_DATE: { status: 400, message: authMessages.pastWeddingDate },
  SLUG_EXHAUSTED: { status: 409, message: authMessages.slugExhausted },
  RESET_TOKEN_INVALID: { status: 400, message: authMessages.resetInvalidToken },
  VERIFY_TOKEN_INVALID: { status: 400, message: authMessages.verifyInvalidToken },
  WEDDING_NOT_FOUND: { status: 404, message: onboardingErrors.weddingNotFound },
  COUPLE_ONLY: { status: 403, message: 'Esta área é dos noivos. Entre com a conta do casal.' },
  SLUG_TAKEN: { status: 409, message: slugMessages.duplicate },
  SLUG_INVALID: { status: 400, message: slugMessages.invalid },
  THEME_NOT_FOUND: { status: 404, message: onboardingErrors.themeSave },
  THEME_IN_USE: { status: 409, message: themeInUseMessage(1) },
  WRONG_PASSWORD: { status: 400, message: 'Senha incorreta.' },
  SITE_NOT_FOUND: { status: 404, message: 'Site não encontrado.' },
  SITE_LOCKED: { status: 403, message: 'Este site é protegido por senha. Digite a senha para continuar.' },
  NOT_INVITED: { status: 400, message: rsvpMessages.notInvited },
  DEFAULT_SECTION: { status: 400, message: siteMessages.defaultNotDeletable },
  SLUG_REQUIRED: { status: 400, message: siteMessages.needsSlug },
  GIFT_NOT_FOUND: { status: 404, message: checkoutMessages.giftNotFound },
  GIFT_LIST_CLOSED: { status: 404, message: checkoutMessages.listClosed },
  GIFT_SOLD_OUT: { status: 409, message: checkoutMessages.soldOut },
  GIFT_RESERVED: { status: 409, message: checkoutMessages.reserved },
  NOT_ENOUGH_QUOTAS: { status: 409, message: checkoutMessages.notEnoughQuotas(1) },
  AMOUNT_INVALID: { status: 400, message: checkoutMessages.amountInvalid },
  PAYMENT_FAILED: { status: 502, message: checkoutMessages.paymentFailed },
  CARD_DECLINED: { status: 402, message: checkoutMessages.cardDeclined },
  CARD_ATTEMPTS_LIMITED: { status: 429, message: checkoutMessages.cardAttemptsLimited },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Pagamento não encontrado.' },
  WEBHOOK_REJECTED: { status: 401, message: 'Assinatura do webhook inválida.' },
  THANK_YOU_UNCHANGED: { status: 409, message: thankYouMessages.unchanged },
  THANK_YOU_LIMIT: { status: 409, message: thankYouMessages.limit },
  STORAGE_FULL: { status: 409, message: 'O espaço de arquivos do site acabou.' },
  INSUFFICIENT_BALANCE: { status: 409, message: walletMessages.insufficient },
  WALLET_IN_DEBT: { status: 409, message: walletMessages.inDebtRefused },
  WITHDRAWAL_UNDER_REVIEW: { status: 409, message: walletMessages.underReviewRefused },
  STEP_UP_REQUIRED: { status: 428, message: stepUpMessages.required },
  STEP_UP_CODE_INVALID: { status: 400, message: stepUpMessages.codeInvalid },
  EMAIL_NOT_VERIFIED: { status: 403, message: stepUpMessages.emailNotVerified },
  PAYOUT_HOLDER_REQUIRED: { status: 400, message: payoutKeyMessages.holderRequired },
  PAYOUT_HOLDER_FIXED: { status: 409, message: payoutKeyMessages.holderFixed },
  PAYOUT_KEY_NOT_FOUND: { status: 400, message: payoutKeyMessages.keyNotFound },
  PAYOUT_KEY_OTHER_HOLDER: { status: 400, message: payoutKeyMessages.keyOtherHolder },
  PAYOUT_KEY_CPF_ONLY: { status: 400, message: payoutKeyMessages.keyCpfOnly },
  PAYOUT_KEY_MISSING: { status: 409, message: payoutKeyMessages.keyMissing },
  PAYOUT_KEY_ON_HOLD: { status: 409, message: payoutKeyMessages.keyOnHold },
  PAYOUT_KEY_NOTHING_TO_CANCEL: { status: 409, message: payoutKeyMessages.nothingToCancel },
  PAYOUT_CANCEL_INVALID: { status: 400, message: payoutKeyMessages.cancelInvalid },
  CATEGORY_IN_USE: { status: 409, message: catalogMessages.categoryInUseDescription },
  SUBCATEGORY_IN_USE: { status: 409, message: catalogMessages.subcategoryInUseDescription },
  GIFT_LIST_LIMIT: { status: 409, message: giftListMessages.listFull },
  MAIN_LIST_NOT_DELETABLE: { status: 409, message: giftListMessages.mainListNotDeletable },
  TWO_FACTOR_INVALID: { status: 400, message: twoFactorMessages.invalidCode },
  TWO_FACTOR_ALREADY_ON: { status: 409, message: twoFactorMessages.alreadyEnabled },
  TWO_FACTOR_LOGIN_EXPIRED: { status: 401, message: twoFactorMessages.loginExpired },
  INTERNAL: { status: 500, message: 'Ocorreu um erro inesperado. Por favor, tente novamente.' },
  UNAVAILABLE: { status: 503, message: unavailableTexts.message },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
  }
}

export interface ErrorReply {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const { status } = errorCatalogue[err.code];
      return reply
        .status(status)
        .send({ error: { code: err.code, message: err.message } } satisfies ErrorReply);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? errorCatalogue.VALIDATION.message,
      }));
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          message: issues[0]?.message ?? errorCatalogue.VALIDATION.message,
          issues,
        },
      } satisfies ErrorReply);
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({
        error: { code: 'RATE_LIMITED', message: errorCatalogue.RATE_LIMITED.message },
      } satisfies ErrorReply);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({
        error: { code: 'VALIDATION', message: errorCatalogue.VALIDATION.message },
      } satisfies ErrorReply);
    }
    if (isConnectionFailure(err)) {
      // The database is away for a moment (a restart): nothing was changed, the client may retry.
      // Only the cause: the failed query's parameters hold guests' data.
      request.log.warn({ cause: rootMessage(err) }, 'database unavailable');
      reply.status(503).header('retry-after', '5');
      if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html'))
        return reply.type('text/html; charset=utf-8').send(renderUnavailableHtml());
      return reply.send({
        error: { code: 'UNAVAILABLE', message: errorCatalogue.UNAVAILABLE.message },
      } satisfies ErrorReply);
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } } satisfies ErrorReply);
  });
}

/** The innermost error's code and message (a driver error wrapped by the query builder). */
function rootMessage(err: unknown): string {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return [e.code, e.message].filter(Boolean).join(' ');
}
