import { ContractTypePage } from './ContractTypePage';

/** agentDividendRecordCopy2 (spec 2): dividend contracts and their statements. */
export default function DividendRecordPage() {
  return <ContractTypePage type="dividend" />;
}
