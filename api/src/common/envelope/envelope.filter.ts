import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ERROR_CODES, isStoreUnavailable, RETRY_AFTER_SECONDS, type Envelope, type MessageKey } from '@learnstar/shared';
import { AppError } from './app-error.js';
import type { Logger } from 'pino';

const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'validationFailed',
  401: 'notLoggedIn',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'tooFrequent30s',
};

/** Every error leaves the API as the `{code, msg}` envelope; stack traces stay in the log. */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toEnvelope(exception);
    if (body.code === ERROR_CODES.unavailable) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(body.code).json(body);
  }

  private toEnvelope(exception: unknown): Envelope {
    if (exception instanceof AppError) {
      return exception.errors ? { code: exception.code, msg: exception.msg, errors: exception.errors } : { code: exception.code, msg: exception.msg };
    }
    const status = exception instanceof HttpException ? exception.getStatus() : statusOfBodyParserError(exception);
    if (status && status < 500) return { code: status, msg: KEY_BY_STATUS[status] ?? 'validationFailed' };
    if (isStoreUnavailable(exception)) {
      this.logger.warn(`database or redis out of reach (${(exception as Error).message?.split('\n')[0]}); answered 503`);
      return { code: ERROR_CODES.unavailable, msg: 'serviceUnavailable' };
    }
    this.logger.error({ err: exception }, 'unhandled error');
    return { code: ERROR_CODES.internal, msg: 'internalError' };
  }
}

/** express' body parser throws plain errors carrying a status (413 too large, 400 bad JSON). */
function statusOfBodyParserError(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
