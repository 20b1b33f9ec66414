import type { IntlShape } from 'react-intl';
import type { AmountProblem } from '../../shared/format/money';
import { walletMessages as wm, walletValues as wv } from './messages';

/** The field error of an amount problem (see `amountProblem`), with limits formatted as money. */
export function amountProblemText(
  intl: IntlShape,
  problem: AmountProblem | null,
  o: { exponent: number; min?: string; max?: string; format: (v: string) => string },
): string | undefined {
  switch (problem) {
    case null:
      return undefined;
    case 'required':
      return intl.formatMessage(wm.amountRequired);
    case 'invalid':
      return intl.formatMessage(wm.amountInvalid);
    case 'precision':
      return intl.formatMessage(wv.amountPrecision, { decimals: o.exponent });
    case 'min':
      return intl.formatMessage(wv.amountMin, { min: o.format(o.min ?? '0') });
    case 'max':
      return intl.formatMessage(wv.amountMax, { max: o.format(o.max ?? '0') });
  }
}
