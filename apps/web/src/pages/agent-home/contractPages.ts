/**
 * Registrations of the agent-center contract and income pages (docs/architecture.md "Agents"): one `registerAgentPage`
 * call per page. The contract pages carry their `contractType`, so the menu shows each only when the consolidated
 * contract info enables it (spec 2, 3).
 */
import { registerAgentPage } from '../../features/agent/registry';

registerAgentPage({
  name: 'agentRevenueReport',
  load: () => import('../../features/agent/contracts/RevenueReport'),
});
registerAgentPage({
  name: 'agentDividendRecordCopy2',
  contractType: 'dividend',
  load: () => import('../../features/agent/contracts/DividendRecordPage'),
});
registerAgentPage({
  name: 'agentDailyWages2',
  contractType: 'daily',
  load: () => import('../../features/agent/contracts/DailyWagesPage'),
});
registerAgentPage({
  name: 'agentHourSalary',
  contractType: 'hourly',
  load: () => import('../../features/agent/contracts/HourSalaryPage'),
});
registerAgentPage({
  name: 'agentRealtimeSalary',
  contractType: 'realtime',
  load: () => import('../../features/agent/contracts/RealtimeSalaryPage'),
});
