import { IconBuildingStore, IconHome, IconMapPin } from '@tabler/icons-react';
import { LAYOUT } from '@lumbung/contracts';
import { useLocationState } from '@/features/location';
import { useSession } from '@/lib/session';
import { getStripContent } from './strip-content';
import classes from './shell.module.css';

/** The thin strip above the navigation bar: store location left, store name right (SPEC §2). */
export function TopStrip() {
  const { closestStore, error, hasAddresses } = useLocationState();
  const { claims } = useSession();
  const content = getStripContent({
    isLoggedIn: claims !== null,
    hasAddresses,
    storeLocation: closestStore.store_location,
    error,
  });
  const LeftIcon = content.kind === 'location' ? IconHome : IconMapPin;

  return (
    <div className={classes.strip} style={{ height: LAYOUT.topStripHeight }} data-testid="top-strip">
      <div className={classes.stripInner}>
        <span className={classes.stripLeft} data-testid="strip-location">
          <LeftIcon size={14} aria-hidden />
          <span className={classes.stripText}>{content.text}</span>
        </span>
        <span className={classes.stripRight} data-testid="strip-store">
          <IconBuildingStore size={14} aria-hidden />
          <span className={classes.stripText}>{closestStore.store_name}</span>
        </span>
      </div>
    </div>
  );
}
