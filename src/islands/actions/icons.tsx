/** Small icons for the action islands, from the site's icon sprite (src/icons/sprite.ts); decorative (aria-hidden), labels are text. */
import type { FillIconName } from '../../icons/paths.ts';
import { fillIconHref } from '../../icons/sprite.ts';

export type IconName = FillIconName;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    // The sprite's symbol has the viewBox and fills the svg's size (see components/vehicle/Icon.astro).
    <svg className={`icon icon-${name}`} width={size} height={size} aria-hidden="true">
      <use href={fillIconHref(name)} />
    </svg>
  );
}
