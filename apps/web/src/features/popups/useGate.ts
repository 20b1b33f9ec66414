import { useEffect } from 'react';
import { useFeature } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';

/**
 * Whether the routed popup may show: its whitelabel node `modId` is on. When it is off (a link or a stale URL asks
 * for it), the popup closes itself, so a brand that turned a feature off never shows it (spec 2 "Popups").
 */
export function usePopupGate(modId: string): boolean {
  const on = useFeature(modId);
  const { close } = usePopup();
  useEffect(() => {
    if (!on) close();
  }, [on, close]);
  return on;
}
