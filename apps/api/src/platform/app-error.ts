import type { ErrorBody, ErrorCode } from '@app/domain';
import type { CouponErrorCode } from '@app/domain/coupons/rules';

/** The one error vocabulary: services throw AppError; the error handler writes the envelope. */
export class AppError extends Error {
  /** A closed set (domain shared/error-codes.ts): a new code is declared there first. */
  readonly code: ErrorCode | CouponErrorCode;
  readonly status: number;
  readonly errorType?: string;
  readonly extra?: Omit<ErrorBody, 'message' | 'code' | 'error_type'>;
  constructor(
    code: ErrorCode | CouponErrorCode,
    message: string,
    status = 400,
    options: { errorType?: string; extra?: AppError['extra'] } = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.errorType = options.errorType;
    this.extra = options.extra;
  }
  toBody(): ErrorBody {
    return { message: this.message, code: this.code, error_type: this.errorType ?? String(this.code), ...this.extra };
  }
}

export const accessDenied = () => new AppError('access_denied', 'access_denied', 403, { errorType: 'access_denied' });
export const notFound = (message = 'Não encontrado.') => new AppError('not_found', message, 404);
