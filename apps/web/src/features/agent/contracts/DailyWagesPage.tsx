import { ContractTypePage } from './ContractTypePage';

/** agentDailyWages2 (spec 2): daily contracts and their statements. */
export default function DailyWagesPage() {
  return <ContractTypePage type="daily" />;
}
