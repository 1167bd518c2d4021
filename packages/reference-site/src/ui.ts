/**
 * What the site's shell takes from the widgets, in one place. The shell's own styles use the
 * document's Emotion instance, the widgets' own (the site has no shadow roots).
 */
import { stylesFor } from '@vitrine/widgets';

export {
  Avatar,
  CountBadge,
  Dialog,
  focusRing,
  Link,
  tokens,
  useSession,
  useT,
  useVitrine,
  useVitrineState,
  useWaiting,
  visuallyHidden,
} from '@vitrine/widgets';

const styles = stylesFor(null);
export const css = styles.css;
export const cx = styles.cx;
