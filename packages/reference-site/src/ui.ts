/**
 * What the site's shell takes from the widgets, in one place. The shell's own styles use the
 * document's Emotion instance (the site has no shadow roots).
 */
import { emotionFor } from '@vitrine/widgets';

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
  visuallyHidden,
} from '@vitrine/widgets';

const emotion = emotionFor(null);
export const css = emotion.css;
export const cx = emotion.cx;
