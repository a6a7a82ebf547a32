import { Link } from 'wouter';
import { taostatsUrl } from '../../config/netuid';
import { NETUID } from '../../config/netuid-setting';
import { PAGE_PATHS } from '../../config/site-places';
import { PRODUCT_NAME, X_HANDLE, X_URL, PRODUCT_PITCH } from '../../config/product';
import { ExternalLink } from '../../ui/external-link';
import { LogoMark } from './logo';
import { NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <span className={styles.brandName}>
              <LogoMark size={24} />
              {PRODUCT_NAME}
            </span>
            <p>
              {PRODUCT_PITCH.charAt(0).toUpperCase() + PRODUCT_PITCH.slice(1)}: a Bittensor subnet that rewards
              engagement quality and influencer authority, not follower counts.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className={styles.heading}>Explore</h2>
            <ul className={styles.list}>
              <li>
                <Link href="/">Home</Link>
              </li>
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <NavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>Community</h2>
            <ul className={styles.list}>
              <li>
                <ExternalLink href={X_URL}>@{X_HANDLE} on X</ExternalLink>
              </li>
              <li>
                <Link href={PAGE_PATHS.whitepaper}>Read the whitepaper</Link>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>
            © {year} {PRODUCT_NAME}. All figures on this site are sample data.
          </p>
          {NETUID === null ? (
            <p>A Bittensor subnet</p>
          ) : (
            <p>
              <ExternalLink href={taostatsUrl(NETUID)}>Subnet {NETUID} on Bittensor (taostats)</ExternalLink>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
