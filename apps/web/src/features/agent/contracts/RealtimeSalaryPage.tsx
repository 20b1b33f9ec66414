import { ContractTypePage } from './ContractTypePage';

/** agentRealtimeSalary (spec 2): realtime contracts and their statements. */
export default function RealtimeSalaryPage() {
  return <ContractTypePage type="realtime" />;
}
