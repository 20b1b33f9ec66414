/**
 * One field against its setting (spec section 5: acceptedPattern with '*' as '.*', length in code points between
 * minLength and maxLength, pattern id from the registry). Used for a new password outside registration (change and
 * reset); registration itself uses config-schema's validator (brands/index.ts `validateRegistration`).
 */
import type { FieldSetting } from '@playdeck/api-client/schemas';
import type { ErrorCode } from '@playdeck/api-client/errors';
import { matchesPattern } from '@playdeck/config-schema/patterns';
import { codePoints } from '../util.ts';

const FIELD_ERROR: Record<string, ErrorCode> = {
  username: 'ACCOUNT_FORMAT',
  password: 'PASSWORD_FORMAT',
  email: 'EMAIL_FORMAT',
  mobileNum: 'PHONE_INVALID',
  affiliateCode: 'INVALID_INVITATION_CODE',
};

export interface FieldProblem {
  field: string;
  errorCode: ErrorCode;
  rule: 'required' | 'length' | 'pattern';
  min?: number;
  max?: number;
}

/** Checks one value against its setting; undefined means fine. */
export function checkField(
  field: string,
  setting: FieldSetting | undefined,
  value: string | undefined,
  forceRequired = false,
): FieldProblem | undefined {
  const errorCode = FIELD_ERROR[field] ?? 'VALIDATION';
  const v = value ?? '';
  if (!setting || !setting.enabled) {
    return forceRequired && !v ? { field, errorCode, rule: 'required' } : undefined;
  }
  if (!v) return setting.required || forceRequired ? { field, errorCode, rule: 'required' } : undefined;
  const n = codePoints(v);
  if (
    (setting.minLength !== undefined && n < setting.minLength) ||
    (setting.maxLength !== undefined && n > setting.maxLength)
  ) {
    return { field, errorCode, rule: 'length', min: setting.minLength, max: setting.maxLength };
  }
  if (setting.patternId !== undefined && !matchesPattern(setting.patternId, v))
    return { field, errorCode, rule: 'pattern' };
  if (setting.acceptedPattern && setting.acceptedPattern !== '*') {
    let re: RegExp | undefined;
    try {
      re = new RegExp(`^(?:${setting.acceptedPattern.replace(/^\*$/, '.*')})$`, 'u');
    } catch {
      re = undefined;
    }
    if (re && !re.test(v)) return { field, errorCode, rule: 'pattern' };
  }
  return undefined;
}
