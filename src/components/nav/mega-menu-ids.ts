/** Names the header and its menus fragment (src/components/nav/MegaMenus.astro) share. */

/** The id of the header item's dropdown: its toggle's aria-controls. */
export const megaMenuId = (index: number) => `menu-${index}`;

/** The brands menu's closing link, where the item links to a brands page. */
export const brandsOverviewLink = (href: string | undefined) =>
  href ? { label: 'View All Brands', href } : undefined;
