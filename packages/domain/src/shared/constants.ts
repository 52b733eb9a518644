// Business constants and limits of spec 1 §9 and spec 3 §9 (plus the few numbers quoted in their
// §2, §4 and §5). Durations are in milliseconds unless the name says otherwise.

export const APP_VERSION = '0.96.0';

/** The platform's own name: texts sent for a place say who really sends them (decision 049). */
export const PLATFORM_NAME = 'Pedido';

// Request envelope: every call carries this origin (spec 1 §7).
export const REQUEST_ORIGIN = 'webapp';

// Locale and time.
export const DEFAULT_LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';
export const CURRENCY = 'BRL';

// Catalogue and search.
export const PRODUCT_PAGE_SIZE = 30;
export const SEARCH_MIN_CHARS = 3; // search also triggers when the box is emptied
export const SEARCH_DEBOUNCE_MS = 1000;
export const USER_SEARCH_DEBOUNCE_MS = 1000;
export const PRODUCT_NAME_MAX = 36; // display truncation, not an input limit
export const PRODUCT_DESCRIPTION_MAX = 96; // display truncation, not an input limit
export const DEFAULT_SORT = 'productname asc';
export const PRODUCT_SORTS = ['productname asc', 'productname desc', 'price asc', 'price desc'] as const;

// Layout.
export const MOBILE_BREAKPOINT_PX = 600; // mobile layout when the width is below this
export const CART_BADGE_MAX = 99; // badge shows '+99' from 100 items

// Pending-order polling (spec 1 §4): every 6 s the counter rises by 2, stops at 100.
export const ORDER_POLL_INTERVAL_MS = 6000;
export const ORDER_POLL_STEP = 2;
export const ORDER_POLL_STOP = 100;

// UI timings (spec 3 §9).
export const CART_RESET_REDIRECT_MS = 5000; // after a 'product_change' answer
export const SHARE_WINDOW_MS = 5000;
export const CART_SCROLL_DELAY_MS = 500;
export const PINPAD_RESULT_DELAY_MS = 4000; // then 'remove the card'
export const ASSET_LOAD_TIMEOUT_MS = 120_000;
export const SPLASH_MS = 4000;
export const SNACKBAR_MS = 6000; // snackbar and toast
export const INSTALL_PROMPT_DELAY_MS = 500;
export const STOCK_TOOLTIP_DELAY_MS = 200;
export const FOCUS_DELAY_MS = 100;
export const PAYMENT_TYPE_SCROLL_DELAY_MS = 200;

// SMS PIN resend countdown, in seconds (same for the password SMS).
export const SMS_RESEND_FIRST_S = 60;
export const SMS_RESEND_NEXT_S = 120;

// Identity fields (spec 1 §5).
export const COUNTRY_PREFIX = '55';
export const PHONE_MIN = 10;
export const PHONE_MAX = 11; // the field rule; 10-digit mobiles get a 9 inserted, landlines keep 10
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const CEP_LENGTH = 8;
export const PIN_LENGTH = 4;
export const BIRTHDATE_MIN = '1910-01-01'; // up to today
export const FULL_NAME_MAX = 120; // our choice: the spec gives no limit
export const EMAIL_MAX = 254; // RFC 5321 path limit

// Cards (spec 1 §5).
export const CARD_CVC_MAX = 4;
export const CARD_UNKNOWN_BRAND_LENGTH = 19; // gaps at 4, 8, 12

// Pin pad terminal default address (spec 1 §7).
export const PINPAD_DEFAULT_HOST = 'localhost';
export const PINPAD_DEFAULT_PORT = 1337;

// Cart and checkout.
export const CONSUME_PLACE_HISTORY_SIZE = 1; // only the latest entry is kept
export const DEFAULT_INSTALLMENTS = 1;
export const DEBIT_INSTALLMENTS = 0; // 0 means debit on the card machine
export const DEFAULT_MAX_INSTALLMENTS = 1; // when the seller settings give none
export const MIN_INSTALLMENT_CENTS = 100; // R$ 1,00
export const MONEY_INPUT_MAX_CENTS = 10_000_000_000; // R$ 100.000.000,00
/**
 * Cash: the most change a courier is asked to bring, R$ 500,00 (decision 067). The largest note is
 * R$ 200, so paying with notes never needs more; the rest is room for mixed notes.
 */
export const CHANGE_MAX_EXTRA_CENTS = 50_000;
export const COUPON_OK_CODE = -1;
export const COUPON_LOYALTY_ERROR_CODE = 1007; // shown under the loyalty switch

// Order expiry dialog (spec 3 §9).
export const EXPIRY_DURATION_MIN = 1;
export const EXPIRY_DURATION_MAX = 999;
