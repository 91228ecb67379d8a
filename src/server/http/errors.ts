// Business errors carry a code; this is the one place that turns codes into HTTP statuses and
// pt-BR messages, so every reply has the same shape: { error: { code, message, issues? } }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authMessages } from '../../shared/auth/messages.ts';
import { stepUpMessages } from '../../shared/auth/step-up.ts';
import { twoFactorMessages } from '../../shared/auth/two-factor.ts';
import { domainMessages } from '../../shared/domains.ts';
import { extrasMessages, keepsakeTexts } from '../../shared/extras.ts';
import { catalogMessages } from '../../shared/gift-catalog.ts';
import { giftListMessages } from '../../shared/gift-list.ts';
import { householdMessages } from '../../shared/guest-household.ts';
import { invitationTexts } from '../../shared/invitation.ts';
import { unavailableTexts } from '../../shared/messages.ts';
import { onboardingErrors } from '../../shared/onboarding.ts';
import { checkoutMessages } from '../../shared/payments/checkout.ts';
import { thankYouMessages } from '../../shared/payments/gifts-received.ts';
import { payoutKeyMessages } from '../../shared/payments/payout-key.ts';
import { walletMessages } from '../../shared/payments/wallet.ts';
import { rsvpMessages } from '../../shared/rsvp.ts';
import { sharedAccessMessages } from '../../shared/shared-access.ts';
import { siteMessages } from '../../shared/site-editor.ts';
import { slugMessages } from '../../shared/slug.ts';
import { themeInUseMessage } from '../../shared/theme-studio.ts';
import { whatsappMessages as whatsappTexts } from '../../shared/whatsapp.ts';
import { isConnectionFailure } from '../db/connection-failure.ts';
import { renderUnavailableHtml } from './unavailable-html.ts';

/** Each code's pt-BR message, under the HTTP status it answers with. */
const codesByStatus = {
  400: {
    VALIDATION: 'Dados inválidos. Verifique os campos e tente novamente.',
    PAST_WEDDING_DATE: authMessages.pastWeddingDate,
    RESET_TOKEN_INVALID: authMessages.resetInvalidToken,
    VERIFY_TOKEN_INVALID: authMessages.verifyInvalidToken,
    SLUG_INVALID: slugMessages.invalid,
    WRONG_PASSWORD: 'Senha incorreta.',
    NOT_INVITED: rsvpMessages.notInvited,
    DEFAULT_SECTION: siteMessages.defaultNotDeletable,
    SLUG_REQUIRED: siteMessages.needsSlug,
    AMOUNT_INVALID: checkoutMessages.amountInvalid,
    STEP_UP_CODE_INVALID: stepUpMessages.codeInvalid,
    PAYOUT_HOLDER_REQUIRED: payoutKeyMessages.holderRequired,
    PAYOUT_KEY_NOT_FOUND: payoutKeyMessages.keyNotFound,
    PAYOUT_KEY_OTHER_HOLDER: payoutKeyMessages.keyOtherHolder,
    PAYOUT_KEY_CPF_ONLY: payoutKeyMessages.keyCpfOnly,
    PAYOUT_CANCEL_INVALID: payoutKeyMessages.cancelInvalid,
    TWO_FACTOR_INVALID: twoFactorMessages.invalidCode,
    MEMBER_INVITE_INVALID: sharedAccessMessages.inviteInvalid,
    DOMAIN_INVALID: domainMessages.invalid,
    DOMAIN_PLATFORM_HOST: domainMessages.platformHost,
    DOMAIN_ENDING: domainMessages.endingNotOffered,
    DOMAIN_SEARCH_INVALID: domainMessages.searchInvalid,
  },
  401: {
    UNAUTHENTICATED: 'Faça login para continuar.',
    INVALID_CREDENTIALS: authMessages.invalidCredentials,
    WEBHOOK_REJECTED: 'Assinatura do webhook inválida.',
    TWO_FACTOR_LOGIN_EXPIRED: twoFactorMessages.loginExpired,
  },
  402: {
    CARD_DECLINED: checkoutMessages.cardDeclined,
  },
  403: {
    FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
    FOREIGN_ORIGIN:
      'Pedido recusado: ele não veio de uma página do Nosso Sim. Recarregue a página e tente de novo.',
    ACCOUNT_INACTIVE: authMessages.accountInactive,
    ADMIN_ONLY: 'Esta área é restrita aos administradores.',
    COUPLE_ONLY: 'Esta área é dos noivos. Entre com a conta do casal.',
    SITE_LOCKED: 'Este site é protegido por senha. Digite a senha para continuar.',
    EMAIL_NOT_VERIFIED: stepUpMessages.emailNotVerified,
    RSVP_INVITE_ONLY: invitationTexts.inviteOnly,
    MONEY_FORBIDDEN: sharedAccessMessages.moneyForbidden,
    RSVP_CLOSED: rsvpMessages.closed,
  },
  404: {
    NOT_FOUND: 'Recurso não encontrado.',
    WEDDING_NOT_FOUND: onboardingErrors.weddingNotFound,
    THEME_NOT_FOUND: onboardingErrors.themeSave,
    SITE_NOT_FOUND: 'Site não encontrado.',
    GIFT_NOT_FOUND: checkoutMessages.giftNotFound,
    GIFT_LIST_CLOSED: checkoutMessages.listClosed,
    PAYMENT_NOT_FOUND: 'Pagamento não encontrado.',
    MEMBER_NOT_FOUND: sharedAccessMessages.memberNotFound,
    EXTRA_ORDER_NOT_FOUND: extrasMessages.orderNotFound,
    KEEPSAKE_NOT_READY: keepsakeTexts.notReady,
  },
  409: {
    EMAIL_IN_USE: authMessages.emailInUse,
    ACCOUNT_HAS_MONEY: authMessages.accountHasMoney,
    SIGNUP_FINISHED: 'Seu cadastro já foi concluído. Faça login para continuar.',
    SIGNUP_INCOMPLETE: authMessages.requiredFields,
    SLUG_EXHAUSTED: authMessages.slugExhausted,
    SLUG_TAKEN: slugMessages.duplicate,
    THEME_IN_USE: themeInUseMessage(1),
    GIFT_SOLD_OUT: checkoutMessages.soldOut,
    GIFT_RESERVED: checkoutMessages.reserved,
    NOT_ENOUGH_QUOTAS: checkoutMessages.notEnoughQuotas(1),
    THANK_YOU_UNCHANGED: thankYouMessages.unchanged,
    THANK_YOU_LIMIT: thankYouMessages.limit,
    STORAGE_FULL: 'O espaço de arquivos do site acabou.',
    INSUFFICIENT_BALANCE: walletMessages.insufficient,
    WALLET_IN_DEBT: walletMessages.inDebtRefused,
    WITHDRAWAL_UNDER_REVIEW: walletMessages.underReviewRefused,
    PAYOUT_HOLDER_FIXED: payoutKeyMessages.holderFixed,
    PAYOUT_KEY_MISSING: payoutKeyMessages.keyMissing,
    PAYOUT_KEY_ON_HOLD: payoutKeyMessages.keyOnHold,
    PAYOUT_KEY_NOTHING_TO_CANCEL: payoutKeyMessages.nothingToCancel,
    CATEGORY_IN_USE: catalogMessages.categoryInUseDescription,
    SUBCATEGORY_IN_USE: catalogMessages.subcategoryInUseDescription,
    GIFT_LIST_LIMIT: giftListMessages.listFull,
    MAIN_LIST_NOT_DELETABLE: giftListMessages.mainListNotDeletable,
    TWO_FACTOR_ALREADY_ON: twoFactorMessages.alreadyEnabled,
    HOUSEHOLD_TAKEN: householdMessages.householdTaken,
    MEMBER_EXISTS: sharedAccessMessages.memberExists,
    PARTNER_EXISTS: sharedAccessMessages.partnerExists,
    MEMBER_EMAIL_TAKEN: sharedAccessMessages.emailTaken,
    EXTRA_ALREADY_BOUGHT: extrasMessages.alreadyBought,
    EXTRA_NOT_PAYABLE: extrasMessages.notPayable,
    EXTRA_SITE_UNPUBLISHED: extrasMessages.siteNotPublished,
    DOMAIN_TAKEN: domainMessages.taken,
    DOMAIN_UNAVAILABLE: domainMessages.unavailable,
    DOMAIN_NOT_WAITING_DNS: domainMessages.notWaitingDns,
    DOMAIN_RETRY_ONLY_FAILED: domainMessages.retryOnlyFailed,
    DOMAIN_NOT_REFUNDABLE: domainMessages.notRefundable,
    KEEPSAKE_REBUILD_CLOSED: keepsakeTexts.rebuildClosed,
    WHATSAPP_DISCONNECTED: whatsappTexts.disconnected,
    WHATSAPP_OPTED_OUT: whatsappTexts.optedOut,
    WHATSAPP_PROVIDER_REFUSED: whatsappTexts.providerRefused,
  },
  428: {
    STEP_UP_REQUIRED: stepUpMessages.required,
  },
  429: {
    RATE_LIMITED: authMessages.tooManyAttempts,
    CARD_ATTEMPTS_LIMITED: checkoutMessages.cardAttemptsLimited,
  },
  500: {
    INTERNAL: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  },
  502: {
    PAYMENT_FAILED: checkoutMessages.paymentFailed,
  },
  503: {
    UNAVAILABLE: unavailableTexts.message,
  },
} as const satisfies Record<number, Record<string, string>>;

type ByStatus = typeof codesByStatus;
export type ErrorCode = { [S in keyof ByStatus]: keyof ByStatus[S] }[keyof ByStatus];

export const errorCatalogue = Object.fromEntries(
  Object.entries(codesByStatus).flatMap(([status, codes]) =>
    Object.entries(codes).map(([code, message]) => [code, { status: Number(status), message }]),
  ),
) as Record<ErrorCode, { status: number; message: string }>;

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
    const send = (status: number, error: ErrorReply['error']) =>
      reply.status(status).send({ error } satisfies ErrorReply);
    if (err instanceof AppError)
      return send(errorCatalogue[err.code].status, { code: err.code, message: err.message });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? errorCatalogue.VALIDATION.message,
      }));
      return send(400, {
        code: 'VALIDATION',
        message: issues[0]?.message ?? errorCatalogue.VALIDATION.message,
        issues,
      });
    }
    if (err.statusCode === 429)
      return send(429, { code: 'RATE_LIMITED', message: errorCatalogue.RATE_LIMITED.message });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(err.statusCode, { code: 'VALIDATION', message: errorCatalogue.VALIDATION.message });
    if (isConnectionFailure(err)) {
      // The database is away for a moment (a restart): nothing was changed, the client may retry.
      // Only the cause: the failed query's parameters hold guests' data.
      request.log.warn({ cause: rootMessage(err) }, 'database unavailable');
      reply.header('retry-after', '5');
      if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html'))
        return reply.status(503).type('text/html; charset=utf-8').send(renderUnavailableHtml());
      return send(503, { code: 'UNAVAILABLE', message: errorCatalogue.UNAVAILABLE.message });
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message });
  });
}

/** The innermost error's code and message (a driver error wrapped by the query builder). */
function rootMessage(err: unknown): string {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return [e.code, e.message].filter(Boolean).join(' ');
}
