/**
 * One evidence photo of a dispute: served only with the reader's token, so it is fetched through
 * the client and shown from memory; a link opens it full size.
 */
import { usePrivatePhoto } from '../hooks/usePrivatePhoto.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export function EvidencePhoto({ path, alt }: { path: string; alt: string }) {
  const { css } = useCss();
  const address = usePrivatePhoto(path);
  const box = css({ objectFit: 'cover', display: 'block', width: 96, height: 96, background: tokens.line });
  if (!address) return <span role="img" aria-label={alt} aria-busy="true" className={box} />;
  return (
    <a href={address} target="_blank" rel="noreferrer">
      <img src={address} alt={alt} width={96} height={96} className={box} />
    </a>
  );
}

/** A row of evidence photos under a caption; nothing when there are none. */
export function EvidencePhotos({
  caption,
  photos,
  altOf,
}: {
  caption: string;
  photos: readonly string[];
  altOf(n: number): string;
}) {
  const { css } = useCss();
  if (photos.length === 0) return null;
  return (
    <figure className={css({ margin: 0 })}>
      <figcaption className={css({ color: tokens.muted, marginBottom: 6 })}>{caption}</figcaption>
      <ul
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: 8,
          flexWrap: 'wrap',
        })}
      >
        {photos.map((photo, index) => (
          <li key={photo}>
            <EvidencePhoto path={photo} alt={altOf(index + 1)} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
