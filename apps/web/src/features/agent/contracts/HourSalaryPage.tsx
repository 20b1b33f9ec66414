import { ContractTypePage } from './ContractTypePage';

/** agentHourSalary (spec 2): hourly contracts and their statements. */
export default function HourSalaryPage() {
  return <ContractTypePage type="hourly" />;
}
