import { isFirstLogin } from '../../shared/popups/handoff';
import { usePublicPopups, type ContentItem } from './api';
import { executionsFor, type Audience } from './rules';

/** The public popups an audience sees now (spec 2: members A, and F on first login; visitors B). */
export function usePublicPopupItems(audience: Audience, enabled = true) {
  const swr = usePublicPopups(enabled, audience);
  const executions = executionsFor(audience, audience === 'member' && isFirstLogin());
  const items: ContentItem[] | undefined = swr.data?.filter((p) => executions.includes(p.execution));
  return { ...swr, items };
}
