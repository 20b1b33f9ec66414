import ProtectionPage from './ProtectionPage';

/**
 * The member-center page `playerProtection` (docs/decisions.md D26): the limits, time-out and self-exclusion page
 * inside the member center, where the panel's title (the menu label from the brand's `vendors.menus.memberCenter`)
 * is the heading.
 */
export default function ProtectionMemberPage() {
  return <ProtectionPage heading={false} />;
}
