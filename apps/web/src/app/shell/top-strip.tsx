import { lazy, Suspense, useState } from 'react';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LAYOUT } from '@lumbung/contracts';
import { useLocationState } from '@/features/location';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { loadNamespaces, useT } from '@/i18n';
import { useSession } from '@/lib/session';
import { getStripContent } from './strip-content';
import classes from './shell.module.css';

// The first-address modal (its form, the city list, the address schemas) is a chunk of its own,
// fetched when a shopper first opens it, with the shopper's texts its form shows: most visits never do.
const FirstAddressModal = lazy(() =>
  Promise.all([import('./first-address-modal'), loadNamespaces('shopper')]).then(([m]) => ({
    default: m.FirstAddressModal,
  })),
);

/**
 * The thin strip above the navigation bar: store location left, store name right (docs/product.md §2).
 * A prompt keeps its whole width and the store's name takes what is left, so the strip's one
 * instruction reads whole on a phone.
 */
export function TopStrip() {
  useT();
  const { closestStore, noStore, hasAddresses } = useLocationState();
  const { claims } = useSession();
  const [adding, setAdding] = useState(false);
  const modalMounted = useOpenedOnce(adding);
  // Only shoppers keep delivery addresses; staff browsing the shop just read the prompt.
  const canAdd = claims?.role === 'USER';
  const content = getStripContent({
    isLoggedIn: claims !== null,
    hasAddresses,
    storeLocation: closestStore.store_location,
    distanceKm: closestStore.distance_km,
    noStore,
  });

  return (
    <div className={classes.strip} style={{ height: LAYOUT.topStripHeight }} data-testid="top-strip">
      <div className={classes.stripInner} data-prompt={content.kind !== 'location' || undefined}>
        <span className={classes.stripLeft} data-testid="strip-location" data-kind={content.kind}>
          {content.kind === 'location' ? (
            <>
              <IconBuildingStore size={14} aria-hidden data-testid="strip-store-icon" />
              <span className={classes.stripText} title={content.text}>
                {content.text}
              </span>
            </>
          ) : content.kind === 'add-address' ? (
            <>
              <IconMapPin size={14} aria-hidden />
              {canAdd ? (
                <button
                  type="button"
                  className={`${classes.stripText} ${classes.stripLink} ${classes.stripButton}`}
                  onClick={() => setAdding(true)}
                >
                  {content.text}
                </button>
              ) : (
                <span className={classes.stripText}>{content.text}</span>
              )}
            </>
          ) : (
            <>
              <IconMapPin size={14} aria-hidden />
              {content.href ? (
                <Link to={content.href} className={`${classes.stripText} ${classes.stripLink}`}>
                  {content.text}
                </Link>
              ) : (
                <span className={classes.stripText}>{content.text}</span>
              )}
            </>
          )}
        </span>
        <span className={classes.stripRight} data-testid="strip-store">
          <IconBuildingStore size={14} aria-hidden />
          <span className={classes.stripText} title={closestStore.store_name}>
            {closestStore.store_name}
          </span>
        </span>
      </div>
      {canAdd && claims && modalMounted ? (
        <Suspense fallback={null}>
          <FirstAddressModal userId={claims.id} opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
