/** Small icons for the action islands, from the site's icon sprite (src/icons/sprite.ts); decorative (aria-hidden), labels are text. */
import type { FillIconName } from '../../icons/paths.ts';
import { fillIconHref } from '../../icons/sprite.ts';

export type IconName = FillIconName;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={`icon icon-${name}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={fillIconHref(name)} />
    </svg>
  );
}
