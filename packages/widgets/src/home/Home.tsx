/** The whole home page of spec §2, section by section. */
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { AppDownload } from './AppDownload.js';
import { HomeBanners } from './HomeBanners.js';
import { HowItWorks } from './HowItWorks.js';
import { NewSellers } from './NewSellers.js';
import { Newsletter } from './Newsletter.js';
import { ProductRail } from './ProductRail.js';
import { TrustBadges } from './TrustBadges.js';

export function Home() {
  const { css } = useCss();
  const band = css({ padding: '0 clamp(16px, 4vw, 48px)' });
  return (
    <div
      className={`vitrine-root ${css({ display: 'grid', gap: 'clamp(32px, 5vw, 64px)', paddingBottom: 48, fontFamily: tokens.font })}`}
    >
      <HomeBanners />
      <div className={band}>
        {/* The first rail shows under the hero on a phone: its first pictures load first. */}
        <ProductRail kind="newArrivals" priority />
      </div>
      <div className={band}>
        <ProductRail kind="bestSellers" />
      </div>
      <div className={band}>
        <NewSellers />
      </div>
      <div className={band}>
        <HowItWorks />
      </div>
      <div className={band}>
        <AppDownload />
      </div>
      <div className={band}>
        <TrustBadges />
      </div>
      <div className={band}>
        <Newsletter />
      </div>
    </div>
  );
}
