import { games } from '@playdeck/api-client/routes/games';
import { FormattedMessage } from 'react-intl';
import { TrialDialog } from './TrialDialog';
import { gamesMessages } from './messages';
import { useGameActions } from './useGameActions';
import * as styles from './games.css';

/** A vendor card's data (spec 3 "Game vendor"). */
export interface VendorCardData {
  vassalage: string;
  displayName: string;
  gameType: string;
  maintenance?: boolean;
}

/**
 * Vendor cards (spec 2: vendor-card centres and the home SPORTS / ELOTT sections): the vendor's generated logo and
 * name; pressing one launches the vendor (login popup for visitors, trial blocked; a vendor in maintenance shows
 * "Game maintenance" and does not launch).
 */
export function VendorCards({ vendors, label }: { vendors: VendorCardData[]; label?: string }) {
  const actions = useGameActions();
  return (
    <>
      <ul className={styles.vendorCards} aria-label={label}>
        {vendors.map((v) => (
          <li key={`${v.gameType}-${v.vassalage}`}>
            <button
              type="button"
              className={styles.vendorCard}
              aria-disabled={v.maintenance || undefined}
              onClick={() => actions.playVendor(v)}
            >
              <img
                className={styles.vendorLogo}
                src={games.vendorIcon.path.replace(':file', `${v.vassalage}.webp`)}
                alt=""
                width={240}
                height={120}
                loading="lazy"
              />
              <span>{v.displayName}</span>
              {v.maintenance ? (
                <span className={styles.alert}>
                  <FormattedMessage {...gamesMessages.maintenance} />
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <TrialDialog open={actions.trialBlocked} onClose={actions.closeTrial} />
    </>
  );
}
