import { ACCOUNT_ERROR_MESSAGES, type AccountErrorCode } from '../../contracts/account.ts';
import { AppError, type ErrorParams } from '../../lib/app-error.ts';

/** A rejected field of an account form; its Dutch text comes from ACCOUNT_ERROR_MESSAGES. */
export interface AccountFieldError {
  path: string;
  code: AccountErrorCode;
  params?: ErrorParams;
}

/** An account rule said no: the one AppError, with the account feature's Dutch text for `code`. */
export function accountError(status: number, code: AccountErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, ACCOUNT_ERROR_MESSAGES[code], params);
}

/** 422 for rejected account fields: the first field's code, text and params on top, every field in details. */
export function accountFieldsError(details: AccountFieldError[]): AppError {
  return AppError.fields(details.map((detail) => ({ ...detail, message: ACCOUNT_ERROR_MESSAGES[detail.code] })));
}
