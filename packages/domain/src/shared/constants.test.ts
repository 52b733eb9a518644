import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants', () => {
  it('match spec 1 §9 and spec 3 §9', () => {
    expect(c.APP_VERSION).toBe('0.96.0');
    expect(c.PRODUCT_PAGE_SIZE).toBe(30);
    expect([c.SEARCH_MIN_CHARS, c.SEARCH_DEBOUNCE_MS, c.USER_SEARCH_DEBOUNCE_MS]).toEqual([3, 1000, 1000]);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(600);
    expect([c.PRODUCT_NAME_MAX, c.PRODUCT_DESCRIPTION_MAX]).toEqual([36, 96]);
    expect([c.ORDER_POLL_INTERVAL_MS, c.ORDER_POLL_STEP, c.ORDER_POLL_STOP]).toEqual([6000, 2, 100]);
    expect([c.CART_RESET_REDIRECT_MS, c.SHARE_WINDOW_MS, c.CART_SCROLL_DELAY_MS]).toEqual([5000, 5000, 500]);
    expect([c.PINPAD_RESULT_DELAY_MS, c.ASSET_LOAD_TIMEOUT_MS, c.SPLASH_MS, c.SNACKBAR_MS]).toEqual([
      4000, 120_000, 4000, 6000,
    ]);
    expect([c.INSTALL_PROMPT_DELAY_MS, c.STOCK_TOOLTIP_DELAY_MS, c.FOCUS_DELAY_MS]).toEqual([500, 200, 100]);
    expect(c.PAYMENT_TYPE_SCROLL_DELAY_MS).toBe(200);
    expect([c.SMS_RESEND_FIRST_S, c.SMS_RESEND_NEXT_S]).toEqual([60, 120]);
    expect(c.COUNTRY_PREFIX).toBe('55');
    expect([c.PHONE_MIN, c.PHONE_MAX, c.CPF_LENGTH, c.CNPJ_LENGTH]).toEqual([10, 11, 11, 14]);
    expect([c.PASSWORD_MIN, c.PASSWORD_MAX, c.CEP_LENGTH, c.PIN_LENGTH]).toEqual([6, 32, 8, 4]);
    expect(c.BIRTHDATE_MIN).toBe('1910-01-01');
    expect([c.CART_BADGE_MAX, c.CONSUME_PLACE_HISTORY_SIZE]).toEqual([99, 1]);
    expect([c.DEFAULT_INSTALLMENTS, c.DEBIT_INSTALLMENTS, c.DEFAULT_MAX_INSTALLMENTS]).toEqual([1, 0, 1]);
    expect(c.MIN_INSTALLMENT_CENTS).toBe(100);
    expect(c.MONEY_INPUT_MAX_CENTS).toBe(100_000_000 * 100);
    expect([c.EXPIRY_DURATION_MIN, c.EXPIRY_DURATION_MAX]).toEqual([1, 999]);
    expect(c.TIME_ZONE).toBe('America/Sao_Paulo');
    expect(c.DEFAULT_SORT).toBe('productname asc');
    expect(c.PRODUCT_SORTS).toContain(c.DEFAULT_SORT);
    expect([c.PINPAD_DEFAULT_HOST, c.PINPAD_DEFAULT_PORT]).toEqual(['localhost', 1337]);
    expect([c.COUPON_OK_CODE, c.COUPON_LOYALTY_ERROR_CODE]).toEqual([-1, 1007]);
  });

  it('exports only UPPER_SNAKE names', () => {
    for (const name of Object.keys(c)) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
