/** A model in the directory (MOD-01): image, NEW / COMING SOON badge, name, from price, short description, bodies. */
import { bodyLabel } from '../../domain/directory.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/media.ts';
import { type MediaSettings, responsiveImage } from '../../domain/responsive-image.ts';
import type { ModelEntry } from '../../search/directory/directory-search.ts';
import { Picture } from '../media/Picture.tsx';

export function ModelCard({
  model,
  priority = false,
  media,
}: {
  model: ModelEntry;
  priority?: boolean;
  media: MediaSettings;
}) {
  return (
    <article className="model-card">
      <Picture
        image={responsiveImage(model.image ?? PLACEHOLDER_IMAGE, 'card', media)}
        alt=""
        width={600}
        height={400}
        priority={priority ? 'eager' : 'lazy'}
      />
      {model.statusLabel && (
        <span className="tag" data-tone={model.status === 'new' ? 'success' : undefined}>
          {model.statusLabel}
        </span>
      )}
      <div className="body">
        <p className="model-make">{model.make}</p>
        <h3>{model.href ? <a href={model.href}>{model.name}</a> : model.name}</h3>
        {model.fromPrice && <p className="price">{model.fromPrice}</p>}
        {model.description && <p className="model-description">{model.description}</p>}
        {model.bodies.length > 0 && (
          <ul className="model-bodies" aria-label="Body types">
            {model.bodies.map((body) => (
              <li key={body}>{bodyLabel(body)}</li>
            ))}
          </ul>
        )}
        {model.linkLabel && (
          <p className="model-cta">
            {model.linkLabel} <span aria-hidden="true">→</span>
          </p>
        )}
      </div>
    </article>
  );
}
